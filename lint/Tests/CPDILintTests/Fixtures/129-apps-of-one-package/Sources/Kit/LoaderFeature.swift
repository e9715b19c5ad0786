// The library both demo apps import.
public typealias LoaderFeatureDependencies = LoggingDependency

public struct LoaderFeature<Dependencies: LoaderFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func load() { dependencies.logger.log("load") }
}
