// Bad: ReceiptDependencies is declared below Receipt; wrong because a type's typealias sits at the top of its file, above the type.
struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}

typealias ReceiptDependencies = PrintingDependency // expect: typealias-placement
