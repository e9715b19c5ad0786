// A type that composes another type's typealias without ever creating that type borrows it: what
// it uses is named instead.
typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}

typealias InvoiceDependencies = LoggingDependency
    & PrintingDependency

struct Invoice<Dependencies: InvoiceDependencies> {
    let dependencies: Dependencies

    func print() {
        dependencies.logger.log("invoice")
        dependencies.printer.print("invoice")
    }
}
