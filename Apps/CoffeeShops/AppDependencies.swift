import Authentication
import AuthenticationLive
import Catalog
import CatalogLive
import Foundation
import Log
import Persistence
import Terminal
import Time

/// The composition root: the one place that creates live implementations and the one concrete
/// type that satisfies every feature's dependencies.
///
/// Lifetimes:
/// - singletons, created once per process here: `terminal`, `clock`, `logger`, `database`,
///   `authenticator` (with its account store, password hasher and session store) and `coffeeShops`;
/// - scoped, created per command by each feature's splice: the `--json` output format and the
///   password reader;
/// - per use: features and everything they build, created when a command runs and gone after.
final class AppDependencies: CommandRouterDependencies {
    let terminal: any Terminal
    let clock: any WallClock = SystemClock()
    let logger: any Logging
    let authenticator: any Authenticating
    let coffeeShops: any CoffeeShopRepository

    /// Opens (creating and migrating if needed) the data in `dataDirectory`.
    init(dataDirectory: DataDirectory, terminal: any Terminal) throws {
        self.terminal = terminal
        try dataDirectory.create()
        logger = FileLogger(url: dataDirectory.url.appendingPathComponent("coffeeshops.log"))
        let database = try Database(
            path: dataDirectory.url.appendingPathComponent("coffeeshops.sqlite").path,
            migrations: SQLiteAccountStore.migrations + SQLiteCoffeeShopRepository.migrations
        )
        authenticator = Authenticator(
            accounts: SQLiteAccountStore(database: database),
            hasher: PBKDF2PasswordHasher(),
            sessions: FileSessionStore(url: dataDirectory.url.appendingPathComponent("session.json")),
            clock: clock
        )
        coffeeShops = SQLiteCoffeeShopRepository(database: database)
    }
}
