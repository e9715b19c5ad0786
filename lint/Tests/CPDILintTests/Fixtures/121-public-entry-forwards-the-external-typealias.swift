// ACCEPT. The rulebook's entry point: «public typealias PDPFeatureDependencies = PDPViewExternalDependencies
// & PDPDataRepositoryDependencies». A public typealias cannot name the internal 'GreetingScreenDependencies'
// (the compiler rejects a public typealias built on an internal one), so it forwards the child's public
// External typealias; naming everything the child needs is forwarding it.
public protocol GreetingTextDependency {
    var greetingText: String { get }
}

public protocol GreetingCountDependency {
    var greetingCount: Int { get }
}

public typealias GreetingFeatureDependencies = GreetingScreenExternalDependencies
    & GreetingCountDependency

public struct GreetingFeature<Dependencies: GreetingFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func start() -> String {
        GreetingScreen(dependencies: dependencies).render()
    }
}

public typealias GreetingScreenExternalDependencies = GreetingTextDependency

typealias GreetingScreenDependencies = GreetingScreenExternalDependencies
    & GreetingCountDependency

struct GreetingScreen<Dependencies: GreetingScreenDependencies> {
    let dependencies: Dependencies

    func render() -> String {
        String(repeating: dependencies.greetingText, count: dependencies.greetingCount)
    }
}
