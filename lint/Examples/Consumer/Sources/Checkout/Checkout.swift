import ReceiptFeature

/// Logs messages.
protocol LoggingDependency {
    func log(_ message: String)
}

// The planted finding: this compiles only because PrintingDependency happens to be listed; cpdi-lint
// asks for `& ReceiptFeatureDependencies`, which keeps it true when the receipt's needs change.
typealias CheckoutDependencies = LoggingDependency & PrintingDependency

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func finish() {
        dependencies.log("checkout finished")
        ReceiptFeature(dependencies: dependencies).print()
    }
}
