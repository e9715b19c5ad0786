// Bad: a `lazy var` creates a child with the dependencies without forwarding ReceiptDependencies; compiles by coincidence.
typealias CheckoutDependencies = LoggingDependency
    & PrintingDependency

final class Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies
    lazy var receipt = Receipt(dependencies: dependencies) // expect: missing-forwarding

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
        dependencies.logger.log("checkout")
    }
}

typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}
