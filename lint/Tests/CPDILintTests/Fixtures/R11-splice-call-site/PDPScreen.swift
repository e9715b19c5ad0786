// Rulebook: the caller that instantiates PDPView fills the splice; its typealias forwards PDPViewExternalDependencies (the splice it fills) and PDPDataRepositoryDependencies (the child it creates); lints clean. The rulebook's `...` are the caller's `dependencies`.
typealias PDPScreenDependencies = PDPViewExternalDependencies // Required by SplicedPDPViewDependencies
    & PDPDataRepositoryDependencies // Required by PDPDataRepository

struct PDPScreen<Dependencies: PDPScreenDependencies>: View {
    let dependencies: Dependencies

    var body: some View {
        PDPView(
            dependencies: SplicedPDPViewDependencies(
                externalDependencies: dependencies,
                pdpDataRepository: PDPDataRepository(dependencies: dependencies)
            )
        )
    }
}
