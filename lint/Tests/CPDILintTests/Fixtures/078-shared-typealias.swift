// Bad: Invoice is constrained by Receipt's typealias; wrong because a typealias belongs to one type; Invoice should declare InvoiceDependencies that forwards ReceiptDependencies.
typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}

struct Invoice<Dependencies: ReceiptDependencies> { // expect: shared-typealias
    let dependencies: Dependencies

    func print() { dependencies.printer.print("invoice") }
}
