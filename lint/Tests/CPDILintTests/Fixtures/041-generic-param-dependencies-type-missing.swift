// Bad: the generic parameter is named DependenciesType (must be Dependencies), and, checked through that name, Checkout creates Receipt without forwarding ReceiptDependencies.
typealias CheckoutDependencies = LoggingDependency
    & PrintingDependency

struct Checkout<DependenciesType: CheckoutDependencies> { // expect: generic-dependencies
    let dependencies: DependenciesType

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
