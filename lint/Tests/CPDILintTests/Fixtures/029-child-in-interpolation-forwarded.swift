// Correct: a child created inside string interpolation; CheckoutDependencies forwards ReceiptDependencies.
typealias CheckoutDependencies = LoggingDependency
    & ReceiptDependencies // Required by Receipt

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func log() { dependencies.logger.log("checkout") }

    func summary() -> String {
        "Total: \(Receipt(dependencies: dependencies).text)"
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
