// Bad: the helper declares and is called with `dependencies` after another argument; wrong because `dependencies` always comes first, in declarations and at call sites.
typealias Pricing_totalDependencies = LoggingDependency

enum Pricing {
    static func total<Dependencies: Pricing_totalDependencies>(of cart: [Int], dependencies: Dependencies) -> Int { // expect: dependencies-first
        dependencies.logger.log("total")
        return cart.reduce(0, +)
    }
}

typealias CartDependencies = Pricing_totalDependencies // Required by Pricing.total

struct Cart<Dependencies: CartDependencies> {
    let dependencies: Dependencies

    var total: Int {
        Pricing.total(of: [1, 2], dependencies: dependencies) // expect: dependencies-first
    }
}
