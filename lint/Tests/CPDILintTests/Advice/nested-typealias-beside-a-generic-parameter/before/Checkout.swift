// A nested `typealias Dependencies` constraining a parameter named otherwise: renaming the parameter
// to `Dependencies` first would clash with the typealias, so the advice renames it after the move.
typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}

struct Checkout<D: Checkout.Dependencies> {
    typealias Dependencies = LoggingDependency & PrintingDependency

    let dependencies: D

    func finish() {
        dependencies.logger.log("finish")
        dependencies.printer.print("checkout")
        Receipt(dependencies: dependencies).print()
    }
}
