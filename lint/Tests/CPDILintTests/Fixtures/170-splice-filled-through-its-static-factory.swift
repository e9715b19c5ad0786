// A splice filled through its static factory, with or without its type written: the caller forwards
// the splice's External typealias as for its initializer (the rulebook's `PDPFeatureDependencies =
// PDPViewExternalDependencies & …`). The splice's own factory creates the repository from its outer half.
// (Not type-checked: the callers miss the forward the compiler asks for, which is the finding.)
typealias CartRepositoryDependencies = LoggingDependency

final class CartRepository: Sendable {
    let total: Int

    init<Dependencies: CartRepositoryDependencies>(dependencies: Dependencies) {
        dependencies.logger.log("cart loaded")
        total = 1
    }
}

protocol CartRepositoryDependency {
    var cartRepository: CartRepository { get }
}

typealias CartViewDependencies = TrackingDependency
    & CartRepositoryDependency

typealias CartViewExternalDependencies = TrackingDependency
    & CartRepositoryDependencies // Required by CartRepository

struct SplicedCartViewDependencies<ExternalDependencies: CartViewExternalDependencies>: CartViewDependencies {
    let externalDependencies: ExternalDependencies
    let cartRepository: CartRepository
    var tracker: any Tracking { externalDependencies.tracker }

    static func make(externalDependencies: ExternalDependencies) -> Self {
        Self(externalDependencies: externalDependencies, cartRepository: CartRepository(dependencies: externalDependencies))
    }
}

struct CartView<ExternalDependencies: CartViewExternalDependencies>: View {
    let dependencies: SplicedCartViewDependencies<ExternalDependencies>

    var body: some View {
        VStack {
            Text("Total \(dependencies.cartRepository.total)")
            Button("Checkout") { dependencies.tracker.trackAddToCart() }
        }
    }
}

typealias CartFeatureDependencies = TrackingDependency

struct CartFeature<Dependencies: CartFeatureDependencies> {
    let dependencies: Dependencies

    func cartView() -> some View {
        CartView(dependencies: .make(externalDependencies: dependencies)) // expect: missing-forwarding
    }

    func miniCartView() -> some View {
        let spliced = SplicedCartViewDependencies.make(externalDependencies: dependencies)
        return CartView(dependencies: spliced)
    }
}

typealias MiniCartDependencies = TrackingDependency

struct MiniCart<Dependencies: MiniCartDependencies> {
    let dependencies: Dependencies

    func view() -> some View {
        CartView(dependencies: SplicedCartViewDependencies.make(externalDependencies: dependencies)) // expect: missing-forwarding
    }
}
