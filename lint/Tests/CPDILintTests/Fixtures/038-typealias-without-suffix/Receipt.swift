// Bad: the composition typealias is named ReceiptDeps; wrong because it must be named ReceiptDependencies. One naming finding; Checkout forwards it by the name actually used, so forwarding is satisfied.
typealias ReceiptDeps = PrintingDependency // expect: typealias-name

struct Receipt<Dependencies: ReceiptDeps> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}
