public typealias MembersFeatureDependencies = MainTabDependencies // Required by MainTab

/// The members module's one entry point.
public struct MembersFeature<Dependencies: MembersFeatureDependencies> {
    let dependencies: Dependencies

    /// Creates the feature.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// The first tab's title.
    public func title() -> String { MainTab(dependencies: dependencies).title() }
}
