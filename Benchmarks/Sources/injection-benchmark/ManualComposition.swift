import InjectionGraph
import ManualFeature

/// The same graph with manual initializer injection: the baseline every row is compared with.
final class ManualAppGraph {
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

    /// The signed-in scope: this account's repositories, handed to the feature.
    func nearbyFeature(accountID: Int) -> ManualNearbyFeature {
        ManualNearbyFeature(
            analytics: analytics,
            catalog: catalog,
            clock: clock,
            logger: logger,
            profile: DatabaseProfileStore(database: database, accountID: accountID),
            ratings: DatabaseRatingStore(database: database, accountID: accountID)
        )
    }
}
