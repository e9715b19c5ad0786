// Bad: the rulebook's slip copied as written, `PDPExternalDependencies` for `PDPViewExternalDependencies`:
// one finding, on the splice's constraint. The view it constrains is not told to take another typealias.
final class PDPDataRepository { var productName = "Product" }
protocol PDPDataRepositoryDependency { var pdpDataRepository: PDPDataRepository { get } }

typealias PDPViewDependencies = TrackingDependency
    & PDPDataRepositoryDependency

typealias PDPExternalDependencies = TrackingDependency

struct SplicedPDPViewDependencies<ExternalDependencies: PDPExternalDependencies>: PDPViewDependencies { // expect: splice-name
    let externalDependencies: ExternalDependencies
    let pdpDataRepository: PDPDataRepository
    var tracker: any Tracking { externalDependencies.tracker }
}

struct PDPView<ExternalDependencies: PDPExternalDependencies> {
    let dependencies: SplicedPDPViewDependencies<ExternalDependencies>
    func tap() -> String {
        dependencies.tracker.trackAddToCart()
        return dependencies.pdpDataRepository.productName
    }
}

typealias PDPFeatureDependencies = PDPExternalDependencies // Required by SplicedPDPViewDependencies

struct PDPFeature<Dependencies: PDPFeatureDependencies> {
    let dependencies: Dependencies
    func show() {
        _ = PDPView(dependencies: SplicedPDPViewDependencies(externalDependencies: dependencies, pdpDataRepository: PDPDataRepository())).tap()
    }
}
