import Dependencies
import InjectionGraph

/// The graph in swift-dependencies: every service is a `DependencyKey`, the composition root sets
/// live values with `withDependencies`, and the signed-in scope overrides two of them.
enum DependenciesComposition {
    /// Builds the graph: creates every singleton and installs it, then reads each once.
    static func buildGraph() -> DependencyValues {
        withDependencies { values in
            let database = InMemoryDatabase()
            let logger = CountingLogger()
            let clock = TickingClock()
            let accounts = DatabaseAccountStore(database: database)
            let sessions = DatabaseSessionStore(database: database)
            let hasher = MixingHasher()
            values.loggerService = logger
            values.clockService = clock
            values.databaseService = database
            values.hasherService = hasher
            values.httpService = OfflineHTTPClient()
            values.accountsService = accounts
            values.sessionsService = sessions
            values.authenticatorService = Authenticator(accounts: accounts, hasher: hasher, sessions: sessions, clock: clock)
            values.catalogService = DatabaseCatalog(database: database, logger: logger)
            values.analyticsService = LoggingAnalytics(logger: logger)
        } operation: {
            @Dependency(\.authenticatorService) var authenticator
            @Dependency(\.catalogService) var catalog
            @Dependency(\.analyticsService) var analytics
            @Dependency(\.httpService) var http
            blackHole((authenticator, catalog, analytics, http))
            return DependencyValues._current
        }
    }

    /// Opens the feature inside a scope that adds one account's repositories.
    static func openSignedIn(_ graph: DependencyValues, accountID: Int) -> Int {
        withDependencies { values in
            values = graph
            values.ratingsService = DatabaseRatingStore(database: values.databaseService, accountID: accountID)
            values.profileService = DatabaseProfileStore(database: values.databaseService, accountID: accountID)
        } operation: {
            DependenciesNearbyFeature().open()
        }
    }

    /// Reads the catalog once inside the graph's scope, then uses it `reads` times.
    static func sumOfCatalogCountsReadingOnce(_ graph: DependencyValues, reads: Int) -> Int {
        withDependencies { $0 = graph } operation: {
            DependenciesNearbyFeature().sumOfCatalogCountsReadingOnce(reads: reads)
        }
    }

    /// Reads the catalog `reads` times inside the graph's scope.
    static func sumOfCatalogCounts(_ graph: DependencyValues, reads: Int) -> Int {
        withDependencies { $0 = graph } operation: {
            DependenciesNearbyFeature().sumOfCatalogCounts(reads: reads)
        }
    }
}

/// The feature as a swift-dependencies user writes it.
struct DependenciesNearbyFeature {
    @Dependency(\.analyticsService) var analytics
    @Dependency(\.catalogService) var catalog
    @Dependency(\.clockService) var clock
    @Dependency(\.loggerService) var logger
    @Dependency(\.profileService) var profile
    @Dependency(\.ratingsService) var ratings

    func sumOfCatalogCounts(reads: Int) -> Int {
        var sum = 0
        for _ in 0..<reads {
            sum &+= catalog.count()
        }
        return sum
    }

    func sumOfCatalogCountsReadingOnce(reads: Int) -> Int {
        let catalog = self.catalog
        var sum = 0
        for _ in 0..<reads {
            sum &+= catalog.count()
        }
        return sum
    }

    func open() -> Int {
        logger.log("open")
        analytics.track(1)
        return catalog.count() &+ ratings.stars(1) &+ profile.home() &+ clock.now()
    }
}

private enum LoggerKey: DependencyKey { static let liveValue: any Logging = CountingLogger() }
private enum ClockKey: DependencyKey { static let liveValue: any Clock = TickingClock() }
private enum DatabaseKey: DependencyKey { static let liveValue: any Database = InMemoryDatabase() }
private enum HasherKey: DependencyKey { static let liveValue: any PasswordHashing = MixingHasher() }
private enum HTTPKey: DependencyKey { static let liveValue: any HTTPClient = OfflineHTTPClient() }
private enum AccountsKey: DependencyKey { static let liveValue: any AccountStoring = DatabaseAccountStore(database: InMemoryDatabase()) }
private enum SessionsKey: DependencyKey { static let liveValue: any SessionStoring = DatabaseSessionStore(database: InMemoryDatabase()) }
private enum AuthenticatorKey: DependencyKey {
    static let liveValue: any Authenticating = Authenticator(
        accounts: AccountsKey.liveValue, hasher: HasherKey.liveValue, sessions: SessionsKey.liveValue, clock: ClockKey.liveValue
    )
}
private enum CatalogKey: DependencyKey { static let liveValue: any CatalogReading = DatabaseCatalog(database: InMemoryDatabase(), logger: CountingLogger()) }
private enum AnalyticsKey: DependencyKey { static let liveValue: any Analytics = LoggingAnalytics(logger: CountingLogger()) }
private enum RatingsKey: DependencyKey { static let liveValue: any RatingStoring = DatabaseRatingStore(database: InMemoryDatabase(), accountID: 0) }
private enum ProfileKey: DependencyKey { static let liveValue: any ProfileStoring = DatabaseProfileStore(database: InMemoryDatabase(), accountID: 0) }

extension DependencyValues {
    var loggerService: any Logging { get { self[LoggerKey.self] } set { self[LoggerKey.self] = newValue } }
    var clockService: any Clock { get { self[ClockKey.self] } set { self[ClockKey.self] = newValue } }
    var databaseService: any Database { get { self[DatabaseKey.self] } set { self[DatabaseKey.self] = newValue } }
    var hasherService: any PasswordHashing { get { self[HasherKey.self] } set { self[HasherKey.self] = newValue } }
    var httpService: any HTTPClient { get { self[HTTPKey.self] } set { self[HTTPKey.self] = newValue } }
    var accountsService: any AccountStoring { get { self[AccountsKey.self] } set { self[AccountsKey.self] = newValue } }
    var sessionsService: any SessionStoring { get { self[SessionsKey.self] } set { self[SessionsKey.self] = newValue } }
    var authenticatorService: any Authenticating { get { self[AuthenticatorKey.self] } set { self[AuthenticatorKey.self] = newValue } }
    var catalogService: any CatalogReading { get { self[CatalogKey.self] } set { self[CatalogKey.self] = newValue } }
    var analyticsService: any Analytics { get { self[AnalyticsKey.self] } set { self[AnalyticsKey.self] = newValue } }
    var ratingsService: any RatingStoring { get { self[RatingsKey.self] } set { self[RatingsKey.self] = newValue } }
    var profileService: any ProfileStoring { get { self[ProfileKey.self] } set { self[ProfileKey.self] = newValue } }
}
