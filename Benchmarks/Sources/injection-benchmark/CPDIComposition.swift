import CPDIFeature
import InjectionGraph

/// The app-wide scope, composed as the app's `AppDependencies` is: one concrete struct of
/// references, every singleton created once; copying it (into a splice) shares every object.
struct CPDIAppDependencies: SignedInScopeExternalDependencies, AccountStoringDependency, AuthenticatingDependency,
    HTTPClientDependency, PasswordHashingDependency, SessionStoringDependency {
    let logger: any Logging = CountingLogger()
    let clock: any Clock = TickingClock()
    let database: any Database = InMemoryDatabase()
    let hasher: any PasswordHashing = MixingHasher()
    let http: any HTTPClient = OfflineHTTPClient()
    let accounts: any AccountStoring
    let sessions: any SessionStoring
    let authenticator: any Authenticating
    let catalog: any CatalogReading
    let analytics: any Analytics

    init() {
        accounts = DatabaseAccountStore(database: database)
        sessions = DatabaseSessionStore(database: database)
        authenticator = Authenticator(accounts: accounts, hasher: hasher, sessions: sessions, clock: clock)
        catalog = DatabaseCatalog(database: database, logger: logger)
        analytics = LoggingAnalytics(logger: logger)
    }
}
