// Correct: Checkout creates a Receipt with a spliced value, not its own dependencies, so it needs no forwarding for Receipt (only for the splice it fills).
typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}

struct LocalPrinterDependencies: PrintingDependency {
    let printer: any Printing
}

typealias CheckoutDependencies = LoggingDependency

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func finish(printer: any Printing) {
        dependencies.logger.log("done")
        Receipt(dependencies: LocalPrinterDependencies(printer: printer)).print()
    }
}
