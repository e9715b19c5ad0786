// A type composes its dependencies as a struct nested in it, which the code that creates it fills.
struct ConsoleLogger: Logging {
    func log(_ m: String) { print(m) }
    func log(message: String) { print(message) }
    func logDebug(_ m: String) { print(m) }
}

typealias HomeModelDependencies = LoggingDependency

final class HomeModel<Dependencies: HomeModelDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func open() {
        dependencies.logger.log("home")
    }
}

struct HomeModelLiveDependencies: HomeModelDependencies {
    let logger: any Logging
}

func openHome() {
    HomeModel(dependencies: HomeModelLiveDependencies(logger: ConsoleLogger())).open()
}

typealias SignUpModelDependencies = LoggingDependency & TrackingDependency

final class SignUpModel {
    private let logger: any Logging

    init<Dependencies: SignUpModelDependencies>(dependencies: Dependencies, name: String) {
        logger = dependencies.logger
        dependencies.tracker.trackEvent(name)
    }
}

struct SignUpModelLiveDependencies: SignUpModelDependencies {
    let logger: any Logging
    let tracker: any Tracking
}
