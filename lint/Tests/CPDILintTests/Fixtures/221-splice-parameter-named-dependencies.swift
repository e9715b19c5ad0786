// Bad: the rulebook's splice with its generic parameter named `Dependencies`: its one finding is its
// parameter's name. The External typealias stays the view's, so neither it nor the view is told otherwise.
final class CartStore { var items: [String] = [] }
protocol CartStoreDependency { var cartStore: CartStore { get } }

typealias CartViewDependencies = TrackingDependency
    & CartStoreDependency

typealias CartViewExternalDependencies = TrackingDependency

struct SplicedCartViewDependencies<Dependencies: CartViewExternalDependencies>: CartViewDependencies { // expect: splice-name
    let externalDependencies: Dependencies
    let cartStore: CartStore
    var tracker: any Tracking { externalDependencies.tracker }
}

struct CartView<ExternalDependencies: CartViewExternalDependencies> {
    let dependencies: SplicedCartViewDependencies<ExternalDependencies>
    func show() { dependencies.tracker.trackEvent("\(dependencies.cartStore.items.count)") }
}

typealias CartTabDependencies = CartViewExternalDependencies // Required by SplicedCartViewDependencies

struct CartTab<Dependencies: CartTabDependencies> {
    let dependencies: Dependencies
    func show() {
        CartView(dependencies: SplicedCartViewDependencies(externalDependencies: dependencies, cartStore: CartStore())).show()
    }
}
