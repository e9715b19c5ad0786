// Bad: CartRowDependencies is public though no public typealias is built from it; wrong because only …FeatureDependencies, …ExternalDependencies and typealiases a public typealias is built from may be public.
public typealias CartFeatureDependencies = LoggingDependency

public struct CartFeature<Dependencies: CartFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
        dependencies.logger.log("cart")
    }
}
