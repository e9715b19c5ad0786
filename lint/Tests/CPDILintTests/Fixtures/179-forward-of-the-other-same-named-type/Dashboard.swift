typealias DashboardDependencies = TrackingDependency
    & OrdersRowDependencies // Required by Orders.Row // expect: shared-typealias

struct Dashboard<Dependencies: DashboardDependencies> {
    let dependencies: Dependencies

    func rows() -> [Row<Dependencies>] {
        dependencies.tracker.trackEvent("dashboard")
        return [Row(dependencies: dependencies, title: "hi")] // expect: missing-forwarding
    }
}
