// Correct: Checkout+Receipt.swift creates a Receipt, and CheckoutDependencies forwards ReceiptDependencies.
typealias CheckoutDependencies = LoggingDependency
    & ReceiptDependencies // Required by Receipt

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func pay() { dependencies.logger.log("paid") }
}
