// Correct: a child created in a multi-line call; CheckoutDependencies forwards ReceiptDependencies.
typealias CheckoutDependencies = LoggingDependency
    & ReceiptDependencies // Required by Receipt

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func log() { dependencies.logger.log("checkout") }

    func finish() {
        let receipt = Receipt(
            dependencies: dependencies
        )
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
