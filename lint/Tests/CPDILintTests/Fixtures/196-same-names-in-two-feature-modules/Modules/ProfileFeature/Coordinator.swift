public typealias CoordinatorDependencies = TrackingDependency
    & RowDependencies // Required by Row

struct Coordinator<Dependencies: CoordinatorDependencies> {
    let dependencies: Dependencies

    func start() {
        dependencies.tracker.trackEvent("profile")
        Row(dependencies: dependencies).show()
    }
}
