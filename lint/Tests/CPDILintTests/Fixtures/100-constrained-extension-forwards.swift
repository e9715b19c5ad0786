// Correct: a constrained extension's `where Dependencies: …` is forwarding too; the child created there needs nothing more.
typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}

typealias CheckoutDependencies = LoggingDependency

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func finish() { dependencies.logger.log("done") }
}

extension Checkout where Dependencies: ReceiptDependencies {
    func printReceipt() {
        Receipt(dependencies: dependencies).print()
    }
}
