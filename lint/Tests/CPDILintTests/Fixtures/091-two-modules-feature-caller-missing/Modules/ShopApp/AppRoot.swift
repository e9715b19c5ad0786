// Bad: the app module creates CartFeature (declared in another module) without forwarding CartFeatureDependencies; compiles by coincidence.
import CartFeature

typealias AppRootDependencies = LoggingDependency
    & TrackingDependency

struct AppRoot<Dependencies: AppRootDependencies> {
    let dependencies: Dependencies

    func run() {
        dependencies.tracker.trackEvent("launch")
        CartFeature(dependencies: dependencies).start() // expect: missing-forwarding
    }
}
