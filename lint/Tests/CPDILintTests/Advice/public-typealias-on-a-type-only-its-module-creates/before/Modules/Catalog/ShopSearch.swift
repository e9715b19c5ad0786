// A public type constrained by a public typealias, created by nothing but its own module's public
// service container: both become internal, and the module's API is the container.

/// Vends the catalog's store.
public protocol ShopStoreDependency {
    var shopStore: [String] { get }
}

public typealias ShopSearchDependencies = ShopStoreDependency

/// Finds shops by name.
public final class ShopSearch<Dependencies: ShopSearchDependencies> {
    let dependencies: Dependencies

    /// Creates the search.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// The shops whose name contains `text`.
    public func shops(matching text: String) -> [String] {
        dependencies.shopStore.filter { $0.contains(text) }
    }
}
