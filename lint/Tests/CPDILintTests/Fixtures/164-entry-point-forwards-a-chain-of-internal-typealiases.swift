// A public entry point creates a screen whose typealias forwards its row's: forwarding the screen's
// makes both public, as --fix does; and a Dependencies parameter constrained by a dependency protocol
// and `Sendable` composes both in its typealias.
typealias ProductRowDependencies = LoggingDependency

struct ProductRow<Dependencies: ProductRowDependencies> {
    let dependencies: Dependencies

    func render() -> String {
        dependencies.logger.log("row")
        return "row"
    }
}

typealias ProductListScreenDependencies = TrackingDependency
    & ProductRowDependencies // Required by ProductRow

struct ProductListScreen<Dependencies: ProductListScreenDependencies> {
    let dependencies: Dependencies

    func render() -> String {
        dependencies.tracker.trackEvent("list")
        return ProductRow(dependencies: dependencies).render()
    }
}

public typealias ListFeatureDependencies = LoggingDependency
    & TrackingDependency

public struct ListFeature<Dependencies: ListFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func start() -> String {
        ProductListScreen(dependencies: dependencies).render() // expect: missing-forwarding
    }
}

struct Ticker<Dependencies: TrackingDependency & Sendable> { // expect: generic-dependencies
    let dependencies: Dependencies
}
