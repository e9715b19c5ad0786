// Correct: Checkout forwards ReceiptDependencies through an intermediate SummaryDependencies typealias; forwarding is followed transitively.
typealias CheckoutDependencies = LoggingDependency
    & SummaryDependencies // Required by Summary

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func finish() {
        dependencies.logger.log("done")
        Receipt(dependencies: dependencies).print()
        Summary(dependencies: dependencies).show()
    }
}

typealias SummaryDependencies = ReceiptDependencies // Required by Receipt

struct Summary<Dependencies: SummaryDependencies> {
    let dependencies: Dependencies

    func show() { Receipt(dependencies: dependencies).print() }
}

typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}
