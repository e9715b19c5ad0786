// Bad: a feature created in the app's scope asks for a repository that only the signed-in scope's splice
// provides; the finding on the root names that scope. (Not type-checked: the root does not conform, which is the finding.)
protocol WishlistRepository { func items() -> [String] }
protocol WishlistRepositoryDependency { var wishlistRepository: any WishlistRepository { get } }

typealias WishlistFeatureDependencies = LoggingDependency
    & WishlistRepositoryDependency

struct WishlistFeature<Dependencies: WishlistFeatureDependencies> {
    let dependencies: Dependencies
    func start() { dependencies.logger.log("\(dependencies.wishlistRepository.items())") }
}

struct Repo: WishlistRepository { func items() -> [String] { [] } }

typealias SignedInCommandsExternalDependencies = LoggingDependency

typealias SignedInCommandsDependencies = LoggingDependency
    & WishlistRepositoryDependency

struct SplicedSignedInCommandsDependencies<ExternalDependencies: SignedInCommandsExternalDependencies>: SignedInCommandsDependencies {
    let externalDependencies: ExternalDependencies
    let wishlistRepository: any WishlistRepository
    var logger: any Logging { externalDependencies.logger }
}

struct SignedInCommands<ExternalDependencies: SignedInCommandsExternalDependencies> {
    let dependencies: SplicedSignedInCommandsDependencies<ExternalDependencies>
    func run() { dependencies.logger.log("in: \(dependencies.wishlistRepository.items())") }
}

typealias AppCommandsDependencies = LoggingDependency
    & SignedInCommandsExternalDependencies // Required by SignedInCommands
    & WishlistFeatureDependencies // Required by WishlistFeature

struct AppCommands<Dependencies: AppCommandsDependencies> {
    let dependencies: Dependencies
    func run() {
        dependencies.logger.log("app")
        SignedInCommands(dependencies: SplicedSignedInCommandsDependencies(externalDependencies: dependencies, wishlistRepository: Repo())).run()
        WishlistFeature(dependencies: dependencies).start()
    }
}

struct ConsoleLogger: Logging {
    func log(_ m: String) {}
    func log(message: String) {}
    func logDebug(_ m: String) {}
}

struct AppDependencies: AppCommandsDependencies { // expect: missing-requirements
    let logger: any Logging = ConsoleLogger()
}
