typealias ReceiptDependencies = LoggingDependency & PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() {
        dependencies.logger.log("print")
        dependencies.printer.print("receipt")
    }
}
