// Bad: the root creates the feature it sees through Shell without forwarding its typealias.
import Shell

typealias AppRootDependencies = TrackingDependency
    & LoggingDependency

struct AppRoot<Dependencies: AppRootDependencies> {
    let dependencies: Dependencies

    func start() {
        KitFeature(dependencies: dependencies).start() // expect: missing-forwarding
        dependencies.tracker.trackEvent("root")
    }
}
