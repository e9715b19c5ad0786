// Bad: Core exports `Row` for another module, which creates it as `Core.Row` beside a `Row` of its
// own: public-typealias asks Core for an entry point, as it does when no local type hides the name,
// instead of telling it to make `Row` internal (which would break `Orders.CoreTable`).
public typealias RowDependencies = LoggingDependency // expect: public-typealias
    & TrackingDependency

public struct Row<Dependencies: RowDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) { self.dependencies = dependencies }

    public func render() {
        dependencies.logger.log("core row")
        dependencies.tracker.trackAddToCart()
    }
}
