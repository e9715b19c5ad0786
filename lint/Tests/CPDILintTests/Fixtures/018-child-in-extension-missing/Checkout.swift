// Bad: Checkout+Receipt.swift creates a Receipt with Checkout's dependencies, but CheckoutDependencies does not forward ReceiptDependencies (compiles by coincidence via PrintingDependency).
typealias CheckoutDependencies = LoggingDependency
    & PrintingDependency

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func pay() { dependencies.logger.log("paid") }
}
