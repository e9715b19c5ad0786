// A feature module that the app reaches only through another module's `@_exported import`.
public typealias KitFeatureDependencies = LoggingDependency

public struct KitFeature<Dependencies: KitFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func start() { dependencies.logger.log("kit") }
}
