// Bad: a feature entry point creates an internal child whose typealias composes an internal protocol. A public
// typealias can name neither, so the advice is to make the protocol public, with the internal service type
// its requirement names, and forward it: following that compiles. --fix leaves it: it changes no access.
// (Not type-checked: the screen's dependencies lack what the child asks for until then.)
protocol FavSorting {
    func sort(_ items: [String]) -> [String]
}

protocol FavSortingDependency {
    var favSorting: any FavSorting { get }
}

typealias FavSorterDependencies = FavSortingDependency

struct FavSorter<Dependencies: FavSorterDependencies> {
    let dependencies: Dependencies

    func sorted(_ items: [String]) -> [String] { dependencies.favSorting.sort(items) }
}

public typealias FavoritesFeatureDependencies = LoggingDependency

public struct FavoritesFeature<Dependencies: FavoritesFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func titles() -> [String] {
        dependencies.logger.log("titles")
        return FavSorter(dependencies: dependencies).sorted(["b", "a"]) // expect: missing-forwarding
    }
}
