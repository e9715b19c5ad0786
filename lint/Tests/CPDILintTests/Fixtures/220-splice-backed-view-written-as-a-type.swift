// Good: the rulebook's PDPFeature with its view's type written out (`-> PDPView<Dependencies>`) instead of
// `some View`. The view is generic over its External typealias, which the feature forwards; the spliced
// half is the splice's to provide, so nothing more is forwarded. No finding.
struct NoTracker: Tracking {
    func trackAddToCart() {}
    func trackEvent(_ name: String) {}
}

final class PDPDataRepository { var productName = "Product" }
protocol PDPDataRepositoryDependency { var pdpDataRepository: PDPDataRepository { get } }

typealias PDPViewDependencies = TrackingDependency
    & PDPDataRepositoryDependency

typealias PDPViewExternalDependencies = TrackingDependency

struct SplicedPDPViewDependencies<ExternalDependencies: PDPViewExternalDependencies>: PDPViewDependencies {
    let externalDependencies: ExternalDependencies
    let pdpDataRepository: PDPDataRepository
    var tracker: any Tracking { externalDependencies.tracker }
}

struct PDPView<ExternalDependencies: PDPViewExternalDependencies> {
    let dependencies: SplicedPDPViewDependencies<ExternalDependencies>
    func tap() -> String {
        dependencies.tracker.trackAddToCart()
        return dependencies.pdpDataRepository.productName
    }
}

typealias PDPFeatureDependencies = PDPViewExternalDependencies // Required by SplicedPDPViewDependencies

struct PDPFeature<Dependencies: PDPFeatureDependencies> {
    let dependencies: Dependencies

    // The rulebook's `pdpView(for:)`, with its type written out instead of `some View`.
    func pdpView(for sku: String) -> PDPView<Dependencies> {
        PDPView(dependencies: SplicedPDPViewDependencies(externalDependencies: dependencies, pdpDataRepository: PDPDataRepository()))
    }
}

struct AppDependencies: PDPFeatureDependencies {
    let tracker: any Tracking = NoTracker()
}
