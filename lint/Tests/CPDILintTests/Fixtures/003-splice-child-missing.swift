// Bad: the spliced view passes its dependencies to ReceiptFooter, but ReceiptViewDependencies (what the splice conforms to) does not forward ReceiptFooterDependencies; it compiles only because PrintingDependency happens to cover the footer's needs.
typealias ReceiptViewDependencies = PrintingDependency
    & TrackingDependency

typealias ReceiptViewExternalDependencies = TrackingDependency

struct SplicedReceiptViewDependencies<ExternalDependencies: ReceiptViewExternalDependencies>: ReceiptViewDependencies {
    let externalDependencies: ExternalDependencies
    let printer: any Printing

    var tracker: any Tracking { externalDependencies.tracker }
}

struct ReceiptView<ExternalDependencies: ReceiptViewExternalDependencies>: View {
    let dependencies: SplicedReceiptViewDependencies<ExternalDependencies>

    var body: some View {
        VStack {
            Button("Print") { dependencies.tracker.trackEvent("print") }
            ReceiptFooter(dependencies: dependencies) // expect: missing-forwarding
        }
    }
}

typealias ReceiptFooterDependencies = PrintingDependency

struct ReceiptFooter<Dependencies: ReceiptFooterDependencies>: View {
    let dependencies: Dependencies

    var body: some View {
        Button("Print") { dependencies.printer.print("footer") }
    }
}
