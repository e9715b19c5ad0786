// (Not type-checked: the splices lack their forwarding members.) A splice that is an actor, or isolated
// to the main actor, meets its typealias's requirements with `nonisolated` members, and `--fix` writes
// the missing ones so (`nonisolated var tracker: any Tracking { externalDependencies.tracker }`).
final class SessionStore: Sendable {}

protocol SessionStoreDependency {
    var sessionStore: SessionStore { get }
}

typealias SyncExternalDependencies = LoggingDependency
    & TrackingDependency
    & Sendable

typealias SyncDependencies = SyncExternalDependencies
    & SessionStoreDependency

actor SplicedSyncDependencies<ExternalDependencies: SyncExternalDependencies>: SyncDependencies { // expect: missing-requirements
    nonisolated let externalDependencies: ExternalDependencies
    nonisolated let sessionStore: SessionStore

    init(externalDependencies: ExternalDependencies, sessionStore: SessionStore) {
        self.externalDependencies = externalDependencies
        self.sessionStore = sessionStore
    }

    nonisolated var logger: any Logging { externalDependencies.logger }
}

struct Sync<ExternalDependencies: SyncExternalDependencies> {
    let dependencies: SplicedSyncDependencies<ExternalDependencies>

    func sync() {
        dependencies.logger.log("sync \(ObjectIdentifier(dependencies.sessionStore))")
        dependencies.tracker.trackEvent("sync")
    }
}

typealias AccountViewExternalDependencies = LoggingDependency
    & TrackingDependency
    & Sendable

typealias AccountViewDependencies = AccountViewExternalDependencies
    & SessionStoreDependency

@MainActor
final class SplicedAccountViewDependencies<ExternalDependencies: AccountViewExternalDependencies>: AccountViewDependencies { // expect: missing-requirements
    nonisolated let externalDependencies: ExternalDependencies
    nonisolated let sessionStore: SessionStore

    nonisolated init(externalDependencies: ExternalDependencies, sessionStore: SessionStore) {
        self.externalDependencies = externalDependencies
        self.sessionStore = sessionStore
    }
}

struct AccountView<ExternalDependencies: AccountViewExternalDependencies> {
    let dependencies: SplicedAccountViewDependencies<ExternalDependencies>

    func show() {
        dependencies.logger.log("account \(ObjectIdentifier(dependencies.sessionStore))")
        dependencies.tracker.trackEvent("account")
    }
}
