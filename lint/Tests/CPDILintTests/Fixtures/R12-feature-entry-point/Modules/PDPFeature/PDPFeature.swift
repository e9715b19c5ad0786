// Rulebook public feature entry point: public PDPFeatureDependencies built from PDPViewExternalDependencies and PDPDataRepositoryDependencies, splicing at the entry point; lints clean.
public typealias PDPFeatureDependencies = PDPViewExternalDependencies
    & PDPDataRepositoryDependencies

public struct PDPFeature<Dependencies: PDPFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func pdpView(for sku: String) -> some View {
        PDPView(
            dependencies: SplicedPDPViewDependencies(
                externalDependencies: dependencies,
                pdpDataRepository: PDPDataRepository(dependencies: dependencies, sku: sku)
            )
        )
    }

    // Other PDP Feature functions
}
