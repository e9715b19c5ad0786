// Correct: a child created inside a closure; CheckoutDependencies forwards ReceiptDependencies.
typealias CheckoutDependencies = LoggingDependency
    & ReceiptDependencies // Required by Receipt

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func log() { dependencies.logger.log("checkout") }

    func finish() -> () -> Void {
        { Receipt(dependencies: dependencies).print() }
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
