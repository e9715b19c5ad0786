// A feature module's public entry point.
public typealias CartFeatureDependencies = LoggingDependency

public struct CartFeature<Dependencies: CartFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func start() { dependencies.logger.log("cart") }
}
