public typealias DetailsFeatureDependencies = LoggingDependency

/// Shows one shop's details.
public struct DetailsFeature<Dependencies: DetailsFeatureDependencies> {
    let dependencies: Dependencies

    /// Creates the feature.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// Shows the details of shop `id`.
    public func show(_ id: Int) { dependencies.logger.log("details \(id)") }
}
