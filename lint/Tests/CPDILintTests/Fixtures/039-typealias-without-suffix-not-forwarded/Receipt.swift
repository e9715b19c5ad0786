// Bad: the composition typealias is named ReceiptDeps (must be ReceiptDependencies); Checkout.swift also fails to forward it. Naming is reported once, here.
typealias ReceiptDeps = PrintingDependency // expect: typealias-name

struct Receipt<Dependencies: ReceiptDeps> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}
