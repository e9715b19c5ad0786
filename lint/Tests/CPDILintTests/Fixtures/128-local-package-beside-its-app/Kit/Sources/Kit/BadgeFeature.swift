// A local package's public entry point; the app beside it imports `Kit` and must forward its typealias.
public typealias BadgeFeatureDependencies = LoggingDependency

public struct BadgeFeature<Dependencies: BadgeFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func show() { dependencies.logger.log("badge") }
}
