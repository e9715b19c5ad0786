// The typealias moves above the coordinator, which becomes generic over it; `Constants` moves to file
// scope first, since a generic type cannot have static stored properties.
typealias SettingsCoordinatorDependencies = LoggingDependency

private enum Constants {
    static let privacyPolicy = "https://example.com/privacy"
}

final class SettingsCoordinator<Dependencies: SettingsCoordinatorDependencies> {
    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func open() {
        dependencies.logger.log(Constants.privacyPolicy)
    }
}
