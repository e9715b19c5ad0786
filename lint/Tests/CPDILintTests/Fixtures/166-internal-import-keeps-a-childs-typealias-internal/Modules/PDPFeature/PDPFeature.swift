public import Core

public typealias PDPFeatureDependencies = LoggingDependency
    & TrackingDependency

public struct PDPFeature<Dependencies: PDPFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func render(sku: String) -> String {
        dependencies.logger.log("pdp \(sku)")
        return PDPView(dependencies: dependencies, sku: sku).render() // expect: missing-forwarding
    }
}
