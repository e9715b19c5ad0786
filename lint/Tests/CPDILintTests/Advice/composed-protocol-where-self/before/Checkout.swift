// A protocol that composes its dependencies through `where Self:` rather than after a colon.
protocol CheckoutDependencies where Self: LoggingDependency & TrackingDependency {}

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func pay() {
        dependencies.logger.log("pay")
        dependencies.tracker.trackEvent("pay")
    }
}
