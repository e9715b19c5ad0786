// Correct: a static helper with its Pricing_totalDependencies typealias above its enum, and a caller that forwards it.
typealias Pricing_totalDependencies = LoggingDependency

enum Pricing {
    static func total<Dependencies: Pricing_totalDependencies>(dependencies: Dependencies, of cart: [Int]) -> Int {
        dependencies.logger.log("total")
        return cart.reduce(0, +)
    }
}

typealias CartDependencies = Pricing_totalDependencies // Required by Pricing.total

struct Cart<Dependencies: CartDependencies> {
    let dependencies: Dependencies

    var total: Int { Pricing.total(dependencies: dependencies, of: [1, 2]) }
}
