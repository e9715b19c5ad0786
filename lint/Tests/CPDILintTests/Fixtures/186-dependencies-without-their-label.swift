// The dependencies parameter without the `dependencies:` label (`_ dependencies`, `using dependencies`) is
// the dependencies parameter all the same: «the dependencies parameter should always appear first in any
// parameter list». Its calls pass it by position, so --fix leaves it, and says so.
typealias ProductViewDependencies = LoggingDependency

struct ProductView<Dependencies: ProductViewDependencies> {
    let dependencies: Dependencies
    let sku: String

    init(sku: String, _ dependencies: Dependencies) { // expect: dependencies-first
        self.dependencies = dependencies
        self.sku = sku
    }

    func show() { dependencies.logger.log(sku) }
}

typealias PriceTagDependencies = LoggingDependency

struct PriceTag<Dependencies: PriceTagDependencies> {
    let dependencies: Dependencies
    let price: Int

    init(price: Int, using dependencies: Dependencies) { // expect: dependencies-first
        self.dependencies = dependencies
        self.price = price
    }

    func show() { dependencies.logger.log("\(price)") }
}

typealias BadgeDependencies = LoggingDependency

struct Badge<Dependencies: BadgeDependencies> {
    let dependencies: Dependencies
    let text: String

    init(_ dependencies: Dependencies, text: String) {
        self.dependencies = dependencies
        self.text = text
    }

    func show() { dependencies.logger.log(text) }
}
