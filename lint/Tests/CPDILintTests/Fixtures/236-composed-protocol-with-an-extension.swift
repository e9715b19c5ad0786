// A protocol that composes dependencies and is extended: composed-protocol says a typealias cannot be
// extended, so what the extension adds moves first; the extension itself uses no existential.
protocol HomeModelDependencies: LoggingDependency, TrackingDependency {} // expect: composed-protocol

extension HomeModelDependencies {
    func logAndTrack(_ event: String) {
        logger.log(event)
        tracker.trackEvent(event)
    }
}

final class HomeModel<Dependencies: HomeModelDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func appear() {
        dependencies.logAndTrack("home.appeared")
    }
}
