import ReceiptFeature

/// Logs messages.
protocol Logging {
    func log(_ message: String)
}

/// Gives access to a logger.
protocol LoggingDependency {
    var logger: any Logging { get }
}

// The planted finding: this compiles only because PrintingDependency happens to be listed; cpdi-lint
// asks for `& ReceiptFeatureDependencies`, which keeps it true when the receipt's needs change.
typealias CheckoutDependencies = LoggingDependency & PrintingDependency

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func finish() {
        dependencies.logger.log("checkout finished")
        dependencies.printer.print("Checkout")
        ReceiptFeature(dependencies: dependencies).print()
    }
}
