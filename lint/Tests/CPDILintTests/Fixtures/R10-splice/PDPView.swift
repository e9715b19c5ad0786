// Rulebook "Dependencies Splicing": PDPViewDependencies (with the module-internal PDPDataRepositoryDependency), PDPViewExternalDependencies, the SplicedPDPViewDependencies struct and PDPView generic over ExternalDependencies; lints clean. Slips corrected: `tracking` → `tracker` (one name), `PDPExternalDependencies` → `PDPViewExternalDependencies`.
typealias PDPViewDependencies = TrackingDependency
    & PDPDataRepositoryDependency

typealias PDPViewExternalDependencies = TrackingDependency

struct SplicedPDPViewDependencies<ExternalDependencies: PDPViewExternalDependencies>: PDPViewDependencies {
    let externalDependencies: ExternalDependencies // Obtained from outside callers
    let pdpDataRepository: PDPDataRepository // Created locally

    var tracker: any Tracking { // Forwarded to children
        externalDependencies.tracker
    }

    init(externalDependencies: ExternalDependencies, pdpDataRepository: PDPDataRepository) {
        self.externalDependencies = externalDependencies
        self.pdpDataRepository = pdpDataRepository
    }
}

struct PDPView<ExternalDependencies: PDPViewExternalDependencies>: View {
    let dependencies: SplicedPDPViewDependencies<ExternalDependencies>

    var body: some View {
        VStack {
            Text(dependencies.pdpDataRepository.productName)
            Button("Add to cart") {
                dependencies.tracker.trackAddToCart()
            }
        }
    }
}
