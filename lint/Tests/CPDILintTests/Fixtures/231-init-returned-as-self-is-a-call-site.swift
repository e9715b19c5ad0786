// Bad: `dependencies` comes second in the initializer and at every call site, `.init(…)` returned as
// `Self` among them: it calls the caller's own initializer, as `Self(…)` does.
typealias ReceiptDependencies = LoggingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies
    let sku: String

    init(sku: String, dependencies: Dependencies) { // expect: dependencies-first
        self.dependencies = dependencies
        self.sku = sku
    }

    static func preview(dependencies: Dependencies) -> Self {
        .init(sku: "P", dependencies: dependencies) // expect: dependencies-first
    }

    static func sample(dependencies: Dependencies) -> Self {
        Self(sku: "S", dependencies: dependencies) // expect: dependencies-first
    }

    func copy() -> Receipt {
        Receipt(sku: sku, dependencies: dependencies) // expect: dependencies-first
    }
}
