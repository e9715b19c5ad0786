// Correct: the splice's forwarding members sit in an extension in another file (SplicedReceiptViewDependencies+Forwarding.swift).
typealias ReceiptViewDependencies = PrintingDependency
    & TrackingDependency

typealias ReceiptViewExternalDependencies = TrackingDependency

struct SplicedReceiptViewDependencies<ExternalDependencies: ReceiptViewExternalDependencies>: ReceiptViewDependencies {
    let externalDependencies: ExternalDependencies
    let printer: any Printing
}

struct ReceiptView<ExternalDependencies: ReceiptViewExternalDependencies>: View {
    let dependencies: SplicedReceiptViewDependencies<ExternalDependencies>

    var body: some View {
        Button("Print") {
            dependencies.printer.print("receipt")
            dependencies.tracker.trackEvent("printed")
        }
    }
}
