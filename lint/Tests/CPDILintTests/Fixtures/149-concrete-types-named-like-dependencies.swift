// Concrete types named like dependency protocols are values, not protocols: the one root struct
// `AppDependency`, kept by the coordinator that builds it, and a struct of parameters
// `KeypadModel.Dependency` that a nested typealias names. Neither is an existential to make generic,
// nor a composition of dependencies. A root's initializer that takes the root as `dependencies:`
// after another parameter is still told to take it first, and its call with it.
final class Store {}

protocol HasStore {
    var store: Store { get }
}

struct AppDependency: HasStore {
    let store = Store()
}

final class AppCoordinator {
    private let dependencies: AppDependency

    init() {
        dependencies = AppDependency()
    }
}

final class KeypadModel {
    struct Dependency {
        let store: Store
        let index: Int
    }
}

final class KeypadCoordinator {
    typealias Dependencies = KeypadModel.Dependency

    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }
}

final class SettingsCoordinator {
    private let dependencies: AppDependency

    init(title: String, dependencies: AppDependency) { // expect: dependencies-first
        self.dependencies = dependencies
    }
}

func openSettings() {
    _ = SettingsCoordinator(title: "Settings", dependencies: AppDependency()) // expect: dependencies-first
}
