// Bad: a helper's typealias nested in an enum namespace — reported once, at the typealias, with the right place; the caller's missing forward is still found through the name used (`Helpers.Pricing_totalDependencies`).
enum Helpers {
    typealias Pricing_totalDependencies = LoggingDependency // expect: typealias-name
}

enum Pricing {
    static func total<Dependencies: Helpers.Pricing_totalDependencies>(dependencies: Dependencies) -> Int {
        dependencies.logger.log("total")
        return 0
    }
}

typealias CartDependencies = LoggingDependency
    & TrackingDependency

struct Cart<Dependencies: CartDependencies> {
    let dependencies: Dependencies

    func total() -> Int {
        dependencies.tracker.trackAddToCart()
        return Pricing.total(dependencies: dependencies) // expect: missing-forwarding
    }
}
