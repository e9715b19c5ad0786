// Correct: the feature splices at its public entry point, so its public typealias names only the public ReceiptViewExternalDependencies and nothing internal is public.
public typealias ReceiptFeatureDependencies = ReceiptViewExternalDependencies

public struct ReceiptFeature<Dependencies: ReceiptFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func receiptView(printer: any Printing) -> some View {
        ReceiptView(dependencies: SplicedReceiptViewDependencies(externalDependencies: dependencies, printer: printer))
    }
}
