public typealias RowDependencies = TrackingDependency

struct Row<Dependencies: RowDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.tracker.trackEvent("profile row") }
}
