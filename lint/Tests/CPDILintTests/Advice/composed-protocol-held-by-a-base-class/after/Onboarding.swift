// A base class keeps a protocol that composes dependency protocols as its dependencies, second in its
// initializer; its subclass creates a model that has a typealias of its own.
typealias FlowControllerDependencies = LoggingDependency & TrackingDependency

class FlowController<Dependencies: FlowControllerDependencies> {
    let dependencies: Dependencies
    let title: String

    init(dependencies: Dependencies, title: String) {
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

typealias OnboardingFlowControllerDependencies = FlowControllerDependencies // Required by FlowController
    & LoginModelDependencies // Required by LoginModel

final class OnboardingFlowController<Dependencies: OnboardingFlowControllerDependencies>: FlowController<Dependencies> {
    func start() -> String {
        dependencies.tracker.trackAddToCart()
        return LoginModel(dependencies: dependencies).name
    }
}
