public typealias CheckoutViewExternalDependencies = LoggingDependency

protocol CartStore {
    func count() -> Int
}

protocol CartStoreDependency {
    var cartStore: any CartStore { get }
}

typealias CheckoutViewDependencies = CheckoutViewExternalDependencies
    & CartStoreDependency

struct CheckoutView<Dependencies: CheckoutViewDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("\(dependencies.cartStore.count())") }
}

struct MemoryCartStore: CartStore {
    func count() -> Int { 0 }
}

// The splice, named after the type it serves.
struct SplicedCheckoutViewDependencies<ExternalDependencies: CheckoutViewExternalDependencies>: CheckoutViewDependencies {
    let externalDependencies: ExternalDependencies
    let cartStore: any CartStore = MemoryCartStore()

    var logger: any Logging { externalDependencies.logger }
}

public typealias CheckoutFeatureDependencies = CheckoutViewExternalDependencies

public struct CheckoutFeature<Dependencies: CheckoutFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func start() {
        CheckoutView(dependencies: SplicedCheckoutViewDependencies(externalDependencies: dependencies)).show()
    }
}
