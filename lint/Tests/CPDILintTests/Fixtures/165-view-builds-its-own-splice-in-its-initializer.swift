// A view that builds its own splice in its initializer takes its External half there: callers forward
// that, not the typealias the splice conforms to, and the initializer fills the splice with what its
// parameter is, not with what the view keeps. (Not type-checked: the search view misses the forward
// the compiler asks for, which is the finding; the fixed code is type-checked.)
final class PDPDataRepository: Sendable {
    let sku: String
    init(sku: String) { self.sku = sku }
    var productName: String { "Product \(sku)" }
}

protocol PDPDataRepositoryDependency { var pdpDataRepository: PDPDataRepository { get } }

typealias PDPViewDependencies = TrackingDependency
    & PDPDataRepositoryDependency

typealias PDPViewExternalDependencies = TrackingDependency

struct SplicedPDPViewDependencies<ExternalDependencies: PDPViewExternalDependencies>: PDPViewDependencies {
    let externalDependencies: ExternalDependencies
    let pdpDataRepository: PDPDataRepository
    var tracker: any Tracking { externalDependencies.tracker }
}

struct PDPView<ExternalDependencies: PDPViewExternalDependencies>: View {
    let dependencies: SplicedPDPViewDependencies<ExternalDependencies>

    init(dependencies: ExternalDependencies, sku: String) {
        self.dependencies = SplicedPDPViewDependencies(
            externalDependencies: dependencies,
            pdpDataRepository: PDPDataRepository(sku: sku)
        )
    }

    var body: some View {
        VStack {
            Text(dependencies.pdpDataRepository.productName)
            Button("Add to cart") { dependencies.tracker.trackAddToCart() }
        }
    }
}

typealias CatalogViewDependencies = LoggingDependency
    & PDPViewExternalDependencies // Required by PDPView

struct CatalogView<Dependencies: CatalogViewDependencies>: View {
    let dependencies: Dependencies

    var body: some View {
        VStack {
            Text("Catalog")
            PDPView(dependencies: dependencies, sku: "ABC")
        }
        .onAppear { dependencies.logger.log("catalog") }
    }
}

typealias SearchViewDependencies = LoggingDependency

struct SearchView<Dependencies: SearchViewDependencies>: View {
    let dependencies: Dependencies

    var body: some View {
        VStack {
            PDPView(dependencies: dependencies, sku: "XYZ") // expect: missing-forwarding
        }
        .onAppear { dependencies.logger.log("search") }
    }
}
