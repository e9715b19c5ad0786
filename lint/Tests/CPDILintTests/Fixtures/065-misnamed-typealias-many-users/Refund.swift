// A user that forwards the misnamed typealias for the Checkout it creates.
typealias RefundDependencies = TrackingDependency
    & ServicesDependencies // Required by Checkout

struct Refund<Dependencies: RefundDependencies> {
    let dependencies: Dependencies

    func start() {
        dependencies.tracker.trackEvent("refund")
        Checkout(dependencies: dependencies).finish()
    }
}
