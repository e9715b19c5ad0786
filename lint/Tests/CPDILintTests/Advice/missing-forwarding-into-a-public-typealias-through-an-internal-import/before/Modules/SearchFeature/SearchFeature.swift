public import Core

public typealias SearchFeatureDependencies = NetworkingDependency

public struct SearchFeature<Dependencies: SearchFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func start() async -> String {
        _ = await dependencies.network.get("/health")
        return await SearchModel(dependencies: dependencies).search("socks")
    }
}
