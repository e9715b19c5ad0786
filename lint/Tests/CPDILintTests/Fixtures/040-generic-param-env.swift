// Bad: the generic parameter is named Env; wrong because it must be named Dependencies. Reported once, on the parameter; Checkout's forwarding of ReceiptDependencies is still checked (and satisfied).
typealias CheckoutDependencies = LoggingDependency
    & ReceiptDependencies // Required by Receipt

struct Checkout<Env: CheckoutDependencies> { // expect: generic-dependencies
    let dependencies: Env

    func finish() {
        dependencies.logger.log("done")
        Receipt(dependencies: dependencies).print()
    }
}

typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}
