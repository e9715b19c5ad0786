// A class-bound protocol that composes dependency protocols, held `weak`: the typealias that replaces it
// stays class-bound.
protocol ScreenFactoryDependencies: AnyObject, LoggingDependency, TrackingDependency {}

final class ScreenFactory<Dependencies: ScreenFactoryDependencies> {
    private weak var dependencies: Dependencies?

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func open() {
        dependencies?.logger.log("open")
        dependencies?.tracker.trackEvent("open")
    }
}
