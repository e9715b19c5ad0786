// Correct: a child stored as a property and created in the initializer (`self.receipt = Receipt(...)`), forwarded.
typealias CheckoutDependencies = LoggingDependency
    & ReceiptDependencies // Required by Receipt

final class Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies
    let receipt: Receipt<Dependencies>
    lazy var backup = Receipt(dependencies: dependencies)

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
        self.receipt = Receipt(dependencies: dependencies)
        dependencies.logger.log("checkout")
    }
}

typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}
