// A protocol that inherits the dependency protocols it composes.
protocol CheckoutDependencies: LoggingDependency, TrackingDependency {}

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func pay() {
        dependencies.logger.log("pay")
        dependencies.tracker.trackAddToCart()
    }
}
