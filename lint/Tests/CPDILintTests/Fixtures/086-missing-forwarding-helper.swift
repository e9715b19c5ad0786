// Bad: Cart calls Pricing.total(dependencies:) without forwarding Pricing_totalDependencies; compiles by coincidence.
typealias Pricing_totalDependencies = LoggingDependency

enum Pricing {
    static func total<Dependencies: Pricing_totalDependencies>(dependencies: Dependencies) -> Int {
        dependencies.logger.log("total")
        return 0
    }
}

typealias CartDependencies = LoggingDependency
    & TrackingDependency

struct Cart<Dependencies: CartDependencies> {
    let dependencies: Dependencies

    var total: Int {
        dependencies.tracker.trackEvent("total")
        return Pricing.total(dependencies: dependencies) // expect: missing-forwarding
    }
}
