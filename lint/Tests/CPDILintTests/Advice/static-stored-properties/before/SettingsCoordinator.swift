// A coordinator with its typealias nested in it and constants in an extension: a generic type cannot
// have static stored properties, nor can the types nested in it.
final class SettingsCoordinator {
    typealias Dependencies = LoggingDependency

    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func open() {
        dependencies.logger.log(Constants.privacyPolicy)
    }
}

extension SettingsCoordinator {
    private enum Constants {
        static let privacyPolicy = "https://example.com/privacy"
    }
}
