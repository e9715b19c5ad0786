// Correct: the …ExternalDependencies typealias comes first, then the rest alphabetically (Guidelines rule 2).
typealias ReceiptExternalDependencies = LoggingDependency

typealias ReceiptDependencies = ReceiptExternalDependencies
    & PrintingDependency

struct SplicedReceiptDependencies<ExternalDependencies: ReceiptExternalDependencies>: ReceiptDependencies {
    let externalDependencies: ExternalDependencies
    let printer: any Printing

    var logger: any Logging { externalDependencies.logger }
}

struct Receipt<ExternalDependencies: ReceiptExternalDependencies> {
    let dependencies: SplicedReceiptDependencies<ExternalDependencies>

    func print() {
        dependencies.logger.log("print")
        dependencies.printer.print("receipt")
    }
}
