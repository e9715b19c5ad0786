// Correct: a feature module's public entry point; the app module (Modules/ShopApp) forwards CartFeatureDependencies.
public typealias CartFeatureDependencies = CartScreenDependencies // Required by CartScreen

public struct CartFeature<Dependencies: CartFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func start() { CartScreen(dependencies: dependencies).show() }
}
