import CPDIFeature
import InjectionGraph

// A variant of Sources/injection-benchmark/CPDIComposition.swift, not part of the package: still a
// struct root, but its singletons live in one final class, so copying the root into a splice retains
// one reference instead of ten. To measure it, copy the package, replace that file with this one and
// run table 1:
//   d=$(mktemp -d) && cp -R Benchmarks/Package.swift Benchmarks/Sources "$d" &&
//   cp Benchmarks/Reductions/BoxedRootComposition.swift "$d/Sources/injection-benchmark/CPDIComposition.swift" &&
//   swift build -c release --package-path "$d" --product injection-benchmark && "$d/.build/release/injection-benchmark"

/// The app-wide scope as a struct over one reference: every singleton created once, in `Singletons`.
struct CPDIAppDependencies: SignedInScopeExternalDependencies, AccountStoringDependency, AuthenticatingDependency,
    HTTPClientDependency, PasswordHashingDependency, SessionStoringDependency {
    final class Singletons {
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
    private let singletons = Singletons()

    var logger: any Logging { singletons.logger }
    var clock: any Clock { singletons.clock }
    var database: any Database { singletons.database }
    var hasher: any PasswordHashing { singletons.hasher }
    var http: any HTTPClient { singletons.http }
    var accounts: any AccountStoring { singletons.accounts }
    var sessions: any SessionStoring { singletons.sessions }
    var authenticator: any Authenticating { singletons.authenticator }
    var catalog: any CatalogReading { singletons.catalog }
    var analytics: any Analytics { singletons.analytics }
}
