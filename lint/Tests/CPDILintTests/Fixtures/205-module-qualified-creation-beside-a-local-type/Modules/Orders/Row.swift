typealias RowDependencies = TrackingDependency

struct Row<Dependencies: RowDependencies> {
    let dependencies: Dependencies

    func render() { dependencies.tracker.trackAddToCart() }
}
