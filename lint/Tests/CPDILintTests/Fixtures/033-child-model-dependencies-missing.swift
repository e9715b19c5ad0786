// Bad: HeaderView creates a Badge with `model.dependencies` (its own dependencies, kept by its model), but HeaderViewDependencies does not forward BadgeDependencies; compiles only by coincidence.
typealias HeaderViewDependencies = TrackingDependency
    & HeaderModelDependencies // Required by HeaderModel

struct HeaderView<Dependencies: HeaderViewDependencies>: View {
    let model: HeaderModel<Dependencies>

    var body: some View {
        Badge(dependencies: model.dependencies) // expect: missing-forwarding
    }
}

typealias HeaderModelDependencies = LoggingDependency

final class HeaderModel<Dependencies: HeaderModelDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
        dependencies.logger.log("header")
    }
}

typealias BadgeDependencies = TrackingDependency

struct Badge<Dependencies: BadgeDependencies>: View {
    let dependencies: Dependencies

    var body: some View {
        Button("Badge") { dependencies.tracker.trackEvent("badge") }
    }
}
