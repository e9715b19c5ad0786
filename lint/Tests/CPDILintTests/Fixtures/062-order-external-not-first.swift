// Bad (warning, rule `forwarding-order`): the …ExternalDependencies typealias a composition builds on must come first (Guidelines rule 2); reported on the misplaced component.
typealias ReceiptExternalDependencies = LoggingDependency

typealias ReceiptDependencies = PrintingDependency
    & ReceiptExternalDependencies // expect: forwarding-order

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
