// The typealias moves above the configuration, whose initializer becomes generic over it and keeps
// what the configuration uses: the protocol that vends it stays as it is.
protocol ConfigurationDependency {
    var configuration: AppConfiguration { get }
}

typealias AppConfigurationDependencies = LoggingDependency

struct AppConfiguration {
    private let logger: any Logging

    init<Dependencies: AppConfigurationDependencies>(dependencies: Dependencies) {
        logger = dependencies.logger
    }

    func report() {
        logger.log("staging")
    }
}
