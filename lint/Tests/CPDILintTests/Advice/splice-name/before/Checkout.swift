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

// A splice under another name.
struct CheckoutScope<ExternalDependencies: CheckoutViewExternalDependencies>: CheckoutViewDependencies {
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
        CheckoutView(dependencies: CheckoutScope(externalDependencies: dependencies)).show()
    }
}
