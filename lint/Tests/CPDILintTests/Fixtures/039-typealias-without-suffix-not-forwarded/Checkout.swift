// Bad: forwarding is still checked through the off-convention name: Checkout creates Receipt without forwarding ReceiptDeps.
typealias CheckoutDependencies = LoggingDependency
    & PrintingDependency

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func finish() {
        dependencies.logger.log("done")
        Receipt(dependencies: dependencies).print() // expect: missing-forwarding
    }
}
