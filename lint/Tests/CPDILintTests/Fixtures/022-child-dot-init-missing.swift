// Bad: a child created with `.init(dependencies:)`; compiles only by coincidence because PrintingDependency covers Receipt's needs; wrong because CheckoutDependencies must forward ReceiptDependencies.
typealias CheckoutDependencies = LoggingDependency
    & PrintingDependency

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func log() { dependencies.logger.log("checkout") }

    func finish() {
        let receipt: Receipt<Dependencies> = .init(dependencies: dependencies) // expect: missing-forwarding
        receipt.print()
    }
}

typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    var text: String { "receipt" }

    func print() { dependencies.printer.print(text) }
}
