// Correct: Invoice forwards Receipt's typealias inside its own InvoiceDependencies (the parent forwards the child's typealias).
typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}

typealias InvoiceDependencies = ReceiptDependencies // Required by Receipt

struct Invoice<Dependencies: InvoiceDependencies> {
    let dependencies: Dependencies

    func print() { Receipt(dependencies: dependencies).print() }
}
