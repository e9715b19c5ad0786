// A base class that keeps its dependencies as an existential, and its subclass.
typealias BaseControllerDependencies = LoggingDependency

class BaseController {
    let dependencies: any BaseControllerDependencies

    init(dependencies: any BaseControllerDependencies) {
        self.dependencies = dependencies
    }

    func start() { dependencies.logger.log("start") }
}

final class ListController: BaseController {
    func reload() { dependencies.logger.log("reload") }
}
