// A type that keeps its generic `Dependencies` under another name (`applicationDependencies`) hands its own
// dependencies to what it creates with that property: the child's typealias is forwarded all the same.
// The name itself is generic-dependencies' finding.
typealias LoginViewModelDependencies = LoggingDependency

final class LoginViewModel<Dependencies: LoginViewModelDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func start() { dependencies.logger.log("login") }
}

typealias ScreenFactoryDependencies = LoggingDependency

final class ScreenFactory<Dependencies: ScreenFactoryDependencies> { // expect: generic-dependencies
    let applicationDependencies: Dependencies

    init(dependencies: Dependencies) {
        applicationDependencies = dependencies
    }

    func login() -> LoginViewModel<Dependencies> {
        applicationDependencies.logger.log("factory")
        return LoginViewModel(dependencies: applicationDependencies) // expect: missing-forwarding
    }

    func loginAgain() -> LoginViewModel<Dependencies> {
        LoginViewModel(dependencies: self.applicationDependencies)
    }
}
