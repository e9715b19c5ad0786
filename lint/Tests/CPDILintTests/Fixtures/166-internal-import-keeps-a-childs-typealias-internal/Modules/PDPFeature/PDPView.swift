internal import Core

typealias PDPViewDependencies = TrackingDependency
    & PricingDependency

struct PDPView<Dependencies: PDPViewDependencies> {
    let dependencies: Dependencies
    let sku: String

    func render() -> String {
        dependencies.tracker.trackAddToCart()
        return "\(sku): \(dependencies.pricing.price(for: sku))"
    }
}
