// A typealias named for no type, constraining a view and the model the view creates: typealias-name and
// shared-typealias name the same owner (the view, which creates the other), so their advice can be
// followed together.
typealias AppDependenciesProtocol = LoggingDependency // expect: typealias-name

final class ContentViewModel<Dependencies: AppDependenciesProtocol> { // expect: shared-typealias
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func load() {
        dependencies.logger.log("load")
    }
}

struct ContentView<Dependencies: AppDependenciesProtocol> {
    let viewModel: ContentViewModel<Dependencies>

    init(dependencies: Dependencies) {
        viewModel = .init(dependencies: dependencies)
    }
}
