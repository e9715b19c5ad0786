typealias ReceiptDependencies = LoggingDependency & PrintingDependency

// Its dependencies kept as an existential.
struct Receipt {
    let dependencies: any ReceiptDependencies

    func print() {
        dependencies.logger.log("print")
        dependencies.printer.print("receipt")
    }
}
