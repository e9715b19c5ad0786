typealias OrdersScreenDependencies = TrackingDependency
    & RowDependencies // Required by Row // expect: shared-typealias

extension Orders {
    struct Screen<Dependencies: OrdersScreenDependencies> {
        let dependencies: Dependencies

        func rows() -> [Row<Dependencies>] {
            dependencies.tracker.trackEvent("orders")
            return [Row(dependencies: dependencies, orderID: 1)] // expect: missing-forwarding
        }
    }
}
