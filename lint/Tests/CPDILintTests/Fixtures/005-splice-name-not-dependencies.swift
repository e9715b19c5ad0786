// Bad: the splice is named SplicedReceipt; wrong because a splice must be named Spliced<T>Dependencies (SplicedReceiptDependencies).
typealias ReceiptDependencies = PrintingDependency

typealias ReceiptExternalDependencies = PrintingDependency

struct SplicedReceipt<ExternalDependencies: ReceiptExternalDependencies>: ReceiptDependencies { // expect: splice-name
    let externalDependencies: ExternalDependencies

    var printer: any Printing { externalDependencies.printer }
}

struct Receipt<ExternalDependencies: ReceiptExternalDependencies> {
    let dependencies: SplicedReceipt<ExternalDependencies>

    func print() { dependencies.printer.print("receipt") }
}
