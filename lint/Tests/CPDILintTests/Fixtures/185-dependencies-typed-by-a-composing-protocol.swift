// A protocol that composes dependency protocols stands for a typealias: `dependencies` typed by it is
// CPDI's, and goes first.
protocol HasUserController {
    var userController: Int { get }
}

protocol AppDependencies: HasUserController {} // expect: composed-protocol

final class Flow {
    let dependencies: any AppDependencies // expect: generic-dependencies

    init(window: Int, dependencies: any AppDependencies) { // expect: dependencies-first
        self.dependencies = dependencies
    }
}

func makeFlow(dependencies: any AppDependencies) -> Flow {
    Flow(window: 1, dependencies: dependencies) // expect: dependencies-first
}
