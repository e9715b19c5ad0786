public typealias RowDependencies = TrackingDependency // expect: public-typealias

public struct Row<Dependencies: RowDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func show() { dependencies.tracker.trackEvent("profile row") }
}
