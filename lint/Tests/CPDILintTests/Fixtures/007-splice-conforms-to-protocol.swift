// Bad: the splice conforms to PrintingDependency instead of ReceiptDependencies; wrong because a splice conforms to <T>Dependencies.
typealias ReceiptDependencies = PrintingDependency

typealias ReceiptExternalDependencies = PrintingDependency

struct SplicedReceiptDependencies<ExternalDependencies: ReceiptExternalDependencies>: PrintingDependency { // expect: splice-name
    let externalDependencies: ExternalDependencies

    var printer: any Printing { externalDependencies.printer }
}

struct Receipt<ExternalDependencies: ReceiptExternalDependencies> {
    let dependencies: SplicedReceiptDependencies<ExternalDependencies>

    func print() { dependencies.printer.print("receipt") }
}
