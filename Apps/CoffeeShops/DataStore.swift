import Authentication
import AuthenticationLive
import Catalog
import CatalogLive
import Foundation
import Persistence
import ProfileLive

/// The data folder and its database, created and opened on first use, so a command that fails on
/// its input first (a usage error, a signed-out command) creates nothing.
final class DataStore: DatabaseChecking {
    let directory: DataDirectory
    private var opened: Database?

    init(directory: DataDirectory) {
        self.directory = directory
    }

    /// Where the database lives.
    var databasePath: String {
        directory.url.appendingPathComponent("coffeeshops.sqlite").path
    }

    /// The database, creating the folder (0700) and migrating the database on the first call.
    func database() throws -> Database {
        if let opened { return opened }
        try directory.create()
        let database = try Database(
            path: databasePath,
            migrations: SQLiteAccountStore.migrations + SQLiteCoffeeShopRepository.migrations + SQLiteProfileRepository.migrations
        )
        opened = database
        return database
    }

    /// Opens the database (damage found while opening is a finding too) and runs SQLite's full check.
    func check() throws -> (path: String, problems: [String]) {
        do {
            return (databasePath, try database().integrityProblems())
        } catch let error as DatabaseError where error.isDamage {
            return (databasePath, [error.message])
        }
    }
}

/// The SQLite account store, opened on first use.
final class OpenedOnUseAccountStore: AccountStore {
    private let store: DataStore
    private var opened: SQLiteAccountStore?

    init(store: DataStore) {
        self.store = store
    }

    private func accounts() throws -> SQLiteAccountStore {
        if let opened { return opened }
        let accounts = SQLiteAccountStore(database: try store.database())
        opened = accounts
        return accounts
    }

    func createAccount(email: EmailAddress, name: String?, passwordHash: String, createdAt: Date, session: SessionRecord) throws -> Account {
        try accounts().createAccount(email: email, name: name, passwordHash: passwordHash, createdAt: createdAt, session: session)
    }

    func account(email: EmailAddress) throws -> (account: Account, passwordHash: String)? {
        try accounts().account(email: email)
    }

    func account(id: Int64) throws -> Account? {
        try accounts().account(id: id)
    }

    func createSession(_ session: SessionRecord, accountID: Int64) throws {
        try accounts().createSession(session, accountID: accountID)
    }

    func account(sessionDigest tokenDigest: String, now: Date, extendedTo: Date) throws -> Account? {
        try accounts().account(sessionDigest: tokenDigest, now: now, extendedTo: extendedTo)
    }

    func deleteSession(tokenDigest: String) throws {
        try accounts().deleteSession(tokenDigest: tokenDigest)
    }

    func deleteSessions(accountID: Int64) throws {
        try accounts().deleteSessions(accountID: accountID)
    }
}

/// The SQLite catalog, opened on first use.
final class OpenedOnUseCoffeeShopRepository: CoffeeShopRepository {
    private let store: DataStore
    private var opened: SQLiteCoffeeShopRepository?

    init(store: DataStore) {
        self.store = store
    }

    private func catalog() throws -> SQLiteCoffeeShopRepository {
        if let opened { return opened }
        let catalog = SQLiteCoffeeShopRepository(database: try store.database())
        opened = catalog
        return catalog
    }

    func importShops(_ shops: [NewCoffeeShop]) throws -> ImportSummary {
        try catalog().importShops(shops)
    }

    func importShops(streaming produce: (_ add: (NewCoffeeShop) throws -> Void) throws -> Void) throws -> ImportSummary {
        try catalog().importShops(streaming: produce)
    }

    func shops(matching text: String?, limit: Int) throws -> [CoffeeShop] {
        try catalog().shops(matching: text, limit: limit)
    }

    func count() throws -> Int {
        try catalog().count()
    }

    func shop(id: Int64) throws -> CoffeeShop? {
        try catalog().shop(id: id)
    }

    func shops(near center: Coordinate, within radius: Double, limit: Int) throws -> [NearbyShop] {
        try catalog().shops(near: center, within: radius, limit: limit)
    }

    func center(ofCity name: String) throws -> Coordinate? {
        try catalog().center(ofCity: name)
    }

    func ratingSummaries(forShops shopIDs: [Int64]) throws -> [Int64: RatingSummary] {
        try catalog().ratingSummaries(forShops: shopIDs)
    }
}
