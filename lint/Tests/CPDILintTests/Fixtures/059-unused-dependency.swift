// Bad (warning): ReceiptDependencies lists LoggingDependency but nothing in Receipt uses `logger`; requirements nobody uses make every composition root provide more than it must.
typealias ReceiptDependencies = LoggingDependency // expect: unused-dependency
    & PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}
