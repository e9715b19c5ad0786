// A nested `typealias Dependencies` constraining a parameter named otherwise: renaming the parameter
// to `Dependencies` first would clash with the typealias, so the advice renames it after the move.
typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}

typealias CheckoutDependencies = LoggingDependency & PrintingDependency
    & ReceiptDependencies // Required by Receipt

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func finish() {
        dependencies.logger.log("finish")
        dependencies.printer.print("checkout")
        Receipt(dependencies: dependencies).print()
    }
}
