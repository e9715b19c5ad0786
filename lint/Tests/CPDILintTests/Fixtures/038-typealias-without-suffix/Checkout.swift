// The parent forwards the misnamed typealias by the name it has.
typealias CheckoutDependencies = LoggingDependency
    & ReceiptDeps // Required by Receipt

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func finish() {
        dependencies.logger.log("done")
        Receipt(dependencies: dependencies).print()
    }
}
