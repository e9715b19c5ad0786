typealias CheckoutDependencies = LoggingDependency & TrackingDependency

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func pay() {
        dependencies.logger.log("pay")
        dependencies.tracker.trackEvent("pay")
    }
}
