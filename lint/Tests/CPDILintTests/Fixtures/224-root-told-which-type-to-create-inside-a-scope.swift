// Bad: the root lacks `session`, which only the signed-in scope's splice provides, because the app opens
// OrdersScreen outside that scope too (a deep link). The finding names the type created outside it,
// OrdersScreen, not the repository inside it nor the Root that creates the scope. (Not type-checked: the
// root lacks `session`.)
final class Session { let id = "me" }
protocol SessionDependency { var session: Session { get } }

typealias OrdersRepositoryDependencies = SessionDependency
final class OrdersRepository<Dependencies: OrdersRepositoryDependencies> {
    let dependencies: Dependencies
    init(dependencies: Dependencies) { self.dependencies = dependencies }
    var owner: String { dependencies.session.id }
}

typealias OrdersScreenDependencies = LoggingDependency
    & OrdersRepositoryDependencies // Required by OrdersRepository
struct OrdersScreen<Dependencies: OrdersScreenDependencies> {
    let dependencies: Dependencies
    func show() { _ = OrdersRepository(dependencies: dependencies); dependencies.logger.log("orders") }
}

typealias SignedInDependencies = LoggingDependency
    & OrdersScreenDependencies // Required by OrdersScreen
typealias SignedInExternalDependencies = LoggingDependency
struct SplicedSignedInDependencies<ExternalDependencies: SignedInExternalDependencies>: SignedInDependencies {
    let externalDependencies: ExternalDependencies
    let session: Session
    var logger: any Logging { externalDependencies.logger }
}
struct SignedIn<ExternalDependencies: SignedInExternalDependencies> {
    let dependencies: SplicedSignedInDependencies<ExternalDependencies>
    func show() { OrdersScreen(dependencies: dependencies).show() }
}

typealias RootDependencies = SignedInExternalDependencies // Required by SplicedSignedInDependencies
    & OrdersScreenDependencies // Required by OrdersScreen
struct Root<Dependencies: RootDependencies> {
    let dependencies: Dependencies
    func show(deepLink: Bool) {
        if deepLink { OrdersScreen(dependencies: dependencies).show() }
        SignedIn(dependencies: SplicedSignedInDependencies(externalDependencies: dependencies, session: Session())).show()
    }
}
struct AppDependencies: RootDependencies { // expect: missing-requirements
    let logger: any Logging = PrintLogger()
}

struct PrintLogger: Logging {
    func log(_ message: String) {}
}
