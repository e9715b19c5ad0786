// `CartView` was renamed `BasketView` with its typealiases; the splice kept the old name. The typealias it
// conforms to names the type it serves: the splice is told to follow it, not the typealiases to go back.
final class CartStore {
    var items: [String] = []
}

protocol CartStoreDependency {
    var cartStore: CartStore { get }
}

typealias BasketViewExternalDependencies = TrackingDependency

typealias BasketViewDependencies = BasketViewExternalDependencies
    & CartStoreDependency

struct SplicedCartViewDependencies<ExternalDependencies: BasketViewExternalDependencies>: BasketViewDependencies { // expect: splice-name
    let externalDependencies: ExternalDependencies
    let cartStore: CartStore

    var tracker: any Tracking { externalDependencies.tracker }
}

struct BasketView<ExternalDependencies: BasketViewExternalDependencies> {
    let dependencies: SplicedCartViewDependencies<ExternalDependencies>

    func checkout() {
        dependencies.tracker.trackEvent("\(dependencies.cartStore.items.count)")
    }
}
