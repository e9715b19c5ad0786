// Correct: a helper takes its own typealias as the rulebook's `thunk` does
// (`func thunk(dependencies: ThunkDependencies)`), whether it is free or a type's static method.
typealias Analytics_trackPurchaseDependencies = TrackingDependency

enum Analytics {
    static func trackPurchase(dependencies: Analytics_trackPurchaseDependencies, sku: String) {
        dependencies.tracker.trackEvent(sku)
    }
}

typealias ReportDependencies = LoggingDependency

func report(dependencies: ReportDependencies) {
    dependencies.logger.log("report")
}

typealias CheckoutDependencies = Analytics_trackPurchaseDependencies // Required by Analytics.trackPurchase
    & ReportDependencies // Required by report

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func buy(_ sku: String) {
        Analytics.trackPurchase(dependencies: dependencies, sku: sku)
        report(dependencies: dependencies)
    }
}
