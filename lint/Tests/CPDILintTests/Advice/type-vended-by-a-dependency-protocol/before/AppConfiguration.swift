// A configuration that a dependency protocol vends itself, with its typealias nested in it: a generic
// configuration would no longer fit `var configuration: AppConfiguration`.
protocol ConfigurationDependency {
    var configuration: AppConfiguration { get }
}

struct AppConfiguration {
    typealias Dependencies = LoggingDependency

    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func report() {
        dependencies.logger.log("staging")
    }
}
