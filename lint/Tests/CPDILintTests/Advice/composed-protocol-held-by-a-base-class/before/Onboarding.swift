// A base class keeps a protocol that composes dependency protocols as its dependencies, second in its
// initializer; its subclass creates a model that has a typealias of its own.
protocol SessionDependency: LoggingDependency, TrackingDependency {}

class FlowController {
    let dependencies: SessionDependency
    let title: String

    init(title: String, dependencies: SessionDependency) {
        self.title = title
        self.dependencies = dependencies
        dependencies.logger.log(title)
        dependencies.tracker.trackEvent(title)
    }
}

typealias LoginModelDependencies = LoggingDependency

final class LoginModel {
    let name: String

    init<Dependencies: LoginModelDependencies>(dependencies: Dependencies) {
        name = "login"
        dependencies.logger.log(name)
    }
}

final class OnboardingFlowController: FlowController {
    func start() -> String {
        dependencies.tracker.trackAddToCart()
        return LoginModel(dependencies: dependencies).name
    }
}
