// Correct: a splice written as a final class (the rulebook allows struct or class); the spliced view passes its dependencies to a child that ReceiptViewDependencies forwards.
typealias ReceiptViewDependencies = PrintingDependency
    & ReceiptFooterDependencies // Required by ReceiptFooter

typealias ReceiptViewExternalDependencies = LoggingDependency

final class SplicedReceiptViewDependencies<ExternalDependencies: ReceiptViewExternalDependencies>: ReceiptViewDependencies {
    let externalDependencies: ExternalDependencies
    let printer: any Printing

    var logger: any Logging { externalDependencies.logger }

    init(externalDependencies: ExternalDependencies, printer: any Printing) {
        self.externalDependencies = externalDependencies
        self.printer = printer
    }
}

struct ReceiptView<ExternalDependencies: ReceiptViewExternalDependencies>: View {
    let dependencies: SplicedReceiptViewDependencies<ExternalDependencies>

    var body: some View {
        VStack {
            Button("Print") { dependencies.printer.print("receipt") }
            ReceiptFooter(dependencies: dependencies)
        }
    }
}

typealias ReceiptFooterDependencies = LoggingDependency

struct ReceiptFooter<Dependencies: ReceiptFooterDependencies>: View {
    let dependencies: Dependencies

    var body: some View {
        Text("Thanks").onAppear { dependencies.logger.log("footer") }
    }
}
