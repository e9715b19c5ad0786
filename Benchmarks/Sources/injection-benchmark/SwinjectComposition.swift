import InjectionGraph
import Swinject

/// The graph registered in a Swinject container: singletons in the container scope, the signed-in
/// scope in a child container created at sign-in.
enum SwinjectComposition {
    static func makeContainer() -> Container {
        let container = Container()
        container.register((any Logging).self) { _ in CountingLogger() }.inObjectScope(.container)
        container.register((any Clock).self) { _ in TickingClock() }.inObjectScope(.container)
        container.register((any Database).self) { _ in InMemoryDatabase() }.inObjectScope(.container)
        container.register((any PasswordHashing).self) { _ in MixingHasher() }.inObjectScope(.container)
        container.register((any HTTPClient).self) { _ in OfflineHTTPClient() }.inObjectScope(.container)
        container.register((any AccountStoring).self) { r in DatabaseAccountStore(database: r.resolve((any Database).self)!) }.inObjectScope(.container)
        container.register((any SessionStoring).self) { r in DatabaseSessionStore(database: r.resolve((any Database).self)!) }.inObjectScope(.container)
        container.register((any Authenticating).self) { r in
            Authenticator(
                accounts: r.resolve((any AccountStoring).self)!,
                hasher: r.resolve((any PasswordHashing).self)!,
                sessions: r.resolve((any SessionStoring).self)!,
                clock: r.resolve((any Clock).self)!
            )
        }.inObjectScope(.container)
        container.register((any CatalogReading).self) { r in
            DatabaseCatalog(database: r.resolve((any Database).self)!, logger: r.resolve((any Logging).self)!)
        }.inObjectScope(.container)
        container.register((any Analytics).self) { r in LoggingAnalytics(logger: r.resolve((any Logging).self)!) }.inObjectScope(.container)
        return container
    }

    /// Builds the graph: registers and resolves every singleton once.
    static func buildGraph() -> Container {
        let container = makeContainer()
        blackHole(container.resolve((any Authenticating).self)!)
        blackHole(container.resolve((any CatalogReading).self)!)
        blackHole(container.resolve((any Analytics).self)!)
        blackHole(container.resolve((any HTTPClient).self)!)
        return container
    }

    /// A child container for one account, as a Swinject app scopes a session.
    static func signedIn(_ parent: Container, accountID: Int) -> Container {
        let scope = Container(parent: parent)
        scope.register((any RatingStoring).self) { r in DatabaseRatingStore(database: r.resolve((any Database).self)!, accountID: accountID) }
            .inObjectScope(.container)
        scope.register((any ProfileStoring).self) { r in DatabaseProfileStore(database: r.resolve((any Database).self)!, accountID: accountID) }
            .inObjectScope(.container)
        return scope
    }

    /// Opens the feature: resolves each of its services once.
    static func open(_ resolver: any Resolver) -> Int {
        resolver.resolve((any Logging).self)!.log("open")
        resolver.resolve((any Analytics).self)!.track(1)
        return resolver.resolve((any CatalogReading).self)!.count() &+ resolver.resolve((any RatingStoring).self)!.stars(1)
            &+ resolver.resolve((any ProfileStoring).self)!.home() &+ resolver.resolve((any Clock).self)!.now()
    }

    /// Resolves the catalog once, then uses it `reads` times.
    static func sumOfCatalogCountsResolvingOnce(_ resolver: any Resolver, reads: Int) -> Int {
        let catalog = resolver.resolve((any CatalogReading).self)!
        var sum = 0
        for _ in 0..<reads {
            sum &+= catalog.count()
        }
        return sum
    }

    /// Reads the catalog through the container `reads` times, as a service locator does.
    static func sumOfCatalogCounts(_ resolver: any Resolver, reads: Int) -> Int {
        var sum = 0
        for _ in 0..<reads {
            sum &+= resolver.resolve((any CatalogReading).self)!.count()
        }
        return sum
    }
}
