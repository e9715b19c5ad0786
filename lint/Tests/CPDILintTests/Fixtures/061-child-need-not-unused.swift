// Bad: Checkout lists PrintingDependency only because the Receipt it creates needs it; the finding is missing-forwarding at the creation (not unused-dependency), because the fix is to forward ReceiptDependencies.
typealias CheckoutDependencies = LoggingDependency
    & PrintingDependency

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func finish() {
        dependencies.logger.log("done")
        Receipt(dependencies: dependencies).print() // expect: missing-forwarding
    }
}

typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}
