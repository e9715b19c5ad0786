/// The profile.
public typealias ProfileFeatureDependencies = ScreenExternalDependencies

/// The profile's entry point.
public struct ProfileFeature<Dependencies: ProfileFeatureDependencies> {
    let dependencies: Dependencies

    /// Makes it.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// Starts it.
    public func start() {
        Screen(title: "profile", dependencies: SplicedScreenDependencies(externalDependencies: dependencies, store: 2)).show() // expect: dependencies-first
    }
}
