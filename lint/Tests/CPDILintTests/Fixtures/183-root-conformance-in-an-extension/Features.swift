typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}

typealias CartDependencies = LoggingDependency

struct Cart<Dependencies: CartDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("cart") }
}
