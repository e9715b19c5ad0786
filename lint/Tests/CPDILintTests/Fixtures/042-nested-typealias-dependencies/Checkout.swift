// The caller forwards the nested typealias by the name actually used: no finding here.
typealias CheckoutDependencies = LoggingDependency
    & ReceiptPrinter.Dependencies // Required by ReceiptPrinter.print

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func finish() {
        dependencies.logger.log("done")
        ReceiptPrinter.print(dependencies: dependencies, text: "receipt")
    }
}
