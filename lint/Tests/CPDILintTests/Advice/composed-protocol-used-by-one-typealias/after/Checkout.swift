// A `Has…` protocol that composes others, which one typealias uses and the root conforms to: its parts go
// into that typealias, and the root conforms to the typealias.
protocol HasLogger {
    var logger: any Logging { get }
}

protocol HasTracker {
    var tracker: any Tracking { get }
}

typealias CheckoutViewDependencies = HasLogger & HasTracker

struct CheckoutView<Dependencies: CheckoutViewDependencies> {
    let dependencies: Dependencies

    func pay() {
        dependencies.logger.log("pay")
        dependencies.tracker.trackEvent("pay")
    }
}

struct AppDependencies: CheckoutViewDependencies {
    let logger: any Logging
    let tracker: any Tracking

    func checkout() -> CheckoutView<Self> { CheckoutView(dependencies: self) }
}
