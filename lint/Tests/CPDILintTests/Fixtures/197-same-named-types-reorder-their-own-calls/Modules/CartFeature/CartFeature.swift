/// The cart.
public typealias CartFeatureDependencies = ScreenExternalDependencies

/// The cart's entry point.
public struct CartFeature<Dependencies: CartFeatureDependencies> {
    let dependencies: Dependencies

    /// Makes it.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// Starts it.
    public func start() {
        Screen(dependencies: SplicedScreenDependencies(externalDependencies: dependencies, store: 1), title: "cart").show()
    }
}
