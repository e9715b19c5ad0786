import Authentication
import AuthenticationLive
import Catalog
import CatalogLive
import Foundation
import Log
import MapFeature
import Persistence
import Profile
import ProfileLive
import StorageLive
import Terminal
import Time

/// The composition root: the one place that creates live implementations and the one concrete
/// type that satisfies every app-wide feature's dependencies.
///
/// A struct of references: copying it (into a splice, into the menu's navigator) copies a few
/// pointers and shares every object, so there is one database, one logger and one session store
/// however many copies exist, and nothing here can hold itself.
///
/// Lifetimes:
/// - singletons, created once per process here: `terminal`, `clock`, `logger`, the database,
///   `authenticator` (with its account store, password hasher and session store) and `coffeeShops`;
/// - scoped to a session: the signed-in account and its `ratings` and `profile` repositories, made by
///   `accountRepositories` when a command needs a session ([SignedInCommands](SignedInCommands.swift));
/// - scoped to one command or interactive session: each feature's splice (the `--json` output
///   format, the password reader, the menu's prompter and its way back into the app,
///   [InteractiveSession](InteractiveSession.swift));
/// - per use: features and everything they build, created when a command runs and gone after.
struct AppDependencies: AppCommandsDependencies {
    let terminal: any Terminal
    let clock: any WallClock = SystemClock()
    let logger: any Logging
    let authenticator: any Authenticating
    let coffeeShops: any CoffeeShopRepository
    let accountRepositories: any AccountRepositoryMaking
    let databaseCheck: any DatabaseChecking
    /// Signed out, browsing shows nobody's stars and searches around nobody's home; the signed-in
    /// scope ([SignedInCommands](SignedInCommands.swift)) replaces both with the account's.
    let yourRatings: any YourRatings = SignedOutRatings()
    let yourHome: any YourHome = SignedOutHome()

    /// `map --open` leads to the details feature, composed with this same app-wide scope.
    var shopDetailsPresenter: any ShopDetailsPresenting { ShopDetailsNavigator(dependencies: self) }

    /// Composes the app over the data in `dataDirectory`, which is created, tightened and migrated
    /// only when a command first needs the database.
    init(dataDirectory: DataDirectory, terminal: any Terminal) {
        self.terminal = terminal
        let store = DataStore(
            directory: dataDirectory,
            migrations: SQLiteAccountStore.migrations + SQLiteCoffeeShopRepository.migrations + SQLiteProfileRepository.migrations,
            upgrading: { [terminal] in
                terminal.printError("Upgrading the database for this version of coffeeshops (building its search index); on a large catalog this takes a moment…")
            },
            waiting: { [terminal] in
                terminal.printError("Waiting for another coffeeshops command to finish writing (up to 60 s; Ctrl-C stops)…")
            }
        )
        logger = FileLogger(url: dataDirectory.url.appendingPathComponent("coffeeshops.log"))
        authenticator = Authenticator(
            accounts: OpenedOnUseAccountStore(database: store.database),
            hasher: PBKDF2PasswordHasher(),
            sessions: FileSessionStore(url: dataDirectory.url.appendingPathComponent("session")),
            tokens: RandomSessionTokens(),
            clock: clock
        )
        coffeeShops = OpenedOnUseCoffeeShopRepository(
            database: store.database,
            importLock: { waiting, body in try store.whileImporting(waiting: waiting, body) },
            waitingForImport: { [terminal] in terminal.printError("Waiting for another import to finish…") }
        )
        accountRepositories = SQLiteAccountRepositories(store: store)
        databaseCheck = store
    }
}
