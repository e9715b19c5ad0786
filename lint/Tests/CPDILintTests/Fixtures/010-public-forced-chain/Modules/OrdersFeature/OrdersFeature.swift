// Correct: OrdersFeatureDependencies names OrderListDependencies, so the compiler forces it public, and OrderListDependencies in turn forces OrderRowDependencies public.
public typealias OrdersFeatureDependencies = LoggingDependency
    & OrderListDependencies // Required by OrderList

public struct OrdersFeature<Dependencies: OrdersFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func start() {
        dependencies.logger.log("orders")
        OrderList(dependencies: dependencies).show()
    }
}
