// The feature's internal spliced view; only its External typealias is public (required by ReceiptFeatureDependencies).
public typealias ReceiptViewExternalDependencies = LoggingDependency

typealias ReceiptViewDependencies = LoggingDependency
    & PrintingDependency

struct SplicedReceiptViewDependencies<ExternalDependencies: ReceiptViewExternalDependencies>: ReceiptViewDependencies {
    let externalDependencies: ExternalDependencies
    let printer: any Printing

    var logger: any Logging { externalDependencies.logger }
}

struct ReceiptView<ExternalDependencies: ReceiptViewExternalDependencies>: View {
    let dependencies: SplicedReceiptViewDependencies<ExternalDependencies>

    var body: some View {
        Button("Print") {
            dependencies.printer.print("receipt")
            dependencies.logger.log("printed")
        }
    }
}
