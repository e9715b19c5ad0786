// Bad: the splice's generic parameter is named Outer; wrong because a splice is generic over `ExternalDependencies: <T>ExternalDependencies`.
typealias ReceiptDependencies = PrintingDependency

typealias ReceiptExternalDependencies = PrintingDependency

struct SplicedReceiptDependencies<Outer: ReceiptExternalDependencies>: ReceiptDependencies { // expect: splice-name
    let externalDependencies: Outer

    var printer: any Printing { externalDependencies.printer }
}

struct Receipt<ExternalDependencies: ReceiptExternalDependencies> {
    let dependencies: SplicedReceiptDependencies<ExternalDependencies>

    func print() { dependencies.printer.print("receipt") }
}
