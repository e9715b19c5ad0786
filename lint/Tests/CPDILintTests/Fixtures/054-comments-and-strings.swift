// Correct: CPDI-looking text inside comments and strings is never code: no findings.
typealias ReceiptDependencies = PrintingDependency

/// Create with `Receipt(order: order, dependencies: dependencies)` in old code; now `Receipt(dependencies:)`.
/// typealias ServicesDependencies = LoggingDependency
struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() {
        // Checkout(dependencies: dependencies) used to live here; protocol FooDependencies: LoggingDependency {}
        let sample = "Receipt(order: 1, dependencies: dependencies) and public typealias BarDependencies = X"
        let multi = """
        struct Invoice<D: ReceiptDependencies> { let services: D }
        """
        dependencies.printer.print(sample + multi)
    }
}
