public typealias ProfileFeatureDependencies = CoordinatorDependencies // Required by Coordinator

public struct ProfileFeature<Dependencies: ProfileFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func start() { Coordinator(dependencies: dependencies).start() }
}
