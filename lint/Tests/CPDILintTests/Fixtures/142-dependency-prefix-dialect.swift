// The `Dependency…` dialect: dependency protocols named with a prefix are composed into a protocol
// (`…DependenciesProtocol`), one of them settable. A `DependencyContainer` that resolves services by
// name is a locator, not a dependency protocol: keeping it as `dependencies` gets no finding here.
protocol Repository {}

protocol DependencyRepository {
    var repository: any Repository { get }
}

protocol DependencyNetwork {
    var network: Int { get set }
}

protocol BeagleDependenciesProtocol: DependencyRepository, DependencyNetwork {} // expect: composed-protocol

protocol DependencyContainer {
    func resolve(_ name: String) -> Any
}

final class Locator {
    let dependencies: any DependencyContainer

    init(dependencies: any DependencyContainer) {
        self.dependencies = dependencies
    }
}
