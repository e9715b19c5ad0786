// A base class that keeps its dependencies as an existential, and its subclass.
typealias BaseControllerDependencies = LoggingDependency

class BaseController<Dependencies: BaseControllerDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func start() { dependencies.logger.log("start") }
}

typealias ListControllerDependencies = BaseControllerDependencies // Required by BaseController

final class ListController<Dependencies: ListControllerDependencies>: BaseController<Dependencies> {
    func reload() { dependencies.logger.log("reload") }
}
