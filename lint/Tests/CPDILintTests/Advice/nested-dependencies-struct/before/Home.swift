// A type composes its dependencies as a struct nested in it, which the code that creates it fills.
struct ConsoleLogger: Logging {
    func log(_ m: String) { print(m) }
    func log(message: String) { print(message) }
    func logDebug(_ m: String) { print(m) }
}

final class HomeModel {
    struct Dependencies: LoggingDependency {
        let logger: any Logging
    }

    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func open() {
        dependencies.logger.log("home")
    }
}

func openHome() {
    HomeModel(dependencies: .init(logger: ConsoleLogger())).open()
}

final class SignUpModel {
    struct Dependencies: LoggingDependency & TrackingDependency {
        let logger: any Logging
        let tracker: any Tracking
    }

    private let logger: any Logging

    init(dependencies: Dependencies, name: String) {
        logger = dependencies.logger
        dependencies.tracker.trackEvent(name)
    }
}
