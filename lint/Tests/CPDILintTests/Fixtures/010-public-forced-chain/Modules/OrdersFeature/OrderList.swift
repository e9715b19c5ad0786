// Internal list whose typealias is public only because the public OrdersFeatureDependencies names it.
public typealias OrderListDependencies = TrackingDependency
    & OrderRowDependencies // Required by OrderRow

struct OrderList<Dependencies: OrderListDependencies> {
    let dependencies: Dependencies

    func show() {
        dependencies.tracker.trackEvent("orders")
        OrderRow(dependencies: dependencies).show()
    }
}
