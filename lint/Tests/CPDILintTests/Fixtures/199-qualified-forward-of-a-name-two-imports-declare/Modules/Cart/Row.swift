// Two modules each declare a public `Row` and `RowDependencies`, and the app imports both: there the plain
// names are ambiguous, so the app writes `Cart.Row` and must forward `Cart.RowDependencies`, as `--fix` does.
public typealias RowDependencies = LoggingDependency // expect: public-typealias

public struct Row<Dependencies: RowDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func show() { dependencies.logger.log("cart row") }
}
