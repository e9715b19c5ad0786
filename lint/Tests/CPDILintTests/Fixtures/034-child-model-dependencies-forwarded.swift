// Correct: HeaderView creates a Badge with `model.dependencies`, and HeaderViewDependencies forwards BadgeDependencies.
typealias HeaderViewDependencies = BadgeDependencies // Required by Badge
    & HeaderModelDependencies // Required by HeaderModel

struct HeaderView<Dependencies: HeaderViewDependencies>: View {
    let model: HeaderModel<Dependencies>

    var body: some View {
        Badge(dependencies: model.dependencies)
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
