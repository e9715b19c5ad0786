import Cart
import Profile

typealias HomeDependencies = TrackingDependency & LoggingDependency

struct Home<Dependencies: HomeDependencies> {
    let dependencies: Dependencies

    func start() {
        dependencies.tracker.trackEvent("home")
        Cart.Row(dependencies: dependencies).show() // expect: missing-forwarding
    }
}
