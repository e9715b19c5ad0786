#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Authentication
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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

    /// How long a write waits for another process's: reads never wait (WAL), and an import of a
    /// million shops holds the write lock for about 25 s, which a rating made meanwhile outlasts.
    static let writerPatience: Duration = .seconds(60)

    /// The database, creating the folder (0700) and migrating the database on the first call.
    func database() throws -> Database {
        if let opened { return opened }
        let folder = try directory.create()
        let database = try Database(
            path: folder.appendingPathComponent("coffeeshops.sqlite").path,
            migrations: SQLiteAccountStore.migrations + SQLiteCoffeeShopRepository.migrations + SQLiteProfileRepository.migrations,
            busyTimeout: Self.writerPatience
        )
        opened = database
        return database
    }

    /// Runs `body` holding the import lock (an advisory `flock` on `coffeeshops.import-lock`), so imports
    /// started together take turns, however long each takes, instead of failing after the database's
    /// busy timeout. `waiting` is called once, when another import has held the lock for 2 seconds.
    /// The lock ends with the process, even one that is killed.
    func whileImporting<Result>(waiting: () -> Void, _ body: () throws -> Result) throws -> Result {
        try directory.create()
        let path = directory.url.appendingPathComponent("coffeeshops.import-lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else {
            throw DataDirectoryError("Cannot open the import lock \(path) (\(String(cString: strerror(errno)))); check that the data folder is yours.")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw DataDirectoryError("\(path) is not a regular file; move it aside, and coffeeshops will create it again.")
        }
        let patience = ContinuousClock.now + .seconds(2)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw DataDirectoryError("Cannot lock \(path) (\(String(cString: strerror(errno)))).")
            }
            if ContinuousClock.now >= patience {
                waiting()
                while flock(descriptor, LOCK_EX) != 0 {
                    guard errno == EINTR else { throw DataDirectoryError("Cannot lock \(path) (\(String(cString: strerror(errno)))).") }
                }
                break
            }
            usleep(20_000)
        }
        return try body()
    }

    /// Opens the database (damage found while opening is a finding too) and runs SQLite's full check;
    /// creates nothing when there is no database yet.
    func check() throws -> (path: String, problems: [String]?) {
        guard FileManager.default.fileExists(atPath: databasePath) else { return (databasePath, nil) }
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
    private let waitingForImport: () -> Void
    private var opened: SQLiteCoffeeShopRepository?

    /// Imports take turns; `waitingForImport` says so when one has to wait.
    init(store: DataStore, waitingForImport: @escaping () -> Void) {
        self.store = store
        self.waitingForImport = waitingForImport
    }

    private func catalog() throws -> SQLiteCoffeeShopRepository {
        if let opened { return opened }
        let catalog = SQLiteCoffeeShopRepository(database: try store.database())
        opened = catalog
        return catalog
    }

    func importShops(_ shops: [NewCoffeeShop]) throws -> ImportSummary {
        try store.whileImporting(waiting: waitingForImport) { try catalog().importShops(shops) }
    }

    func importShops(streaming produce: (_ add: (NewCoffeeShop) throws -> Void) throws -> Void) throws -> ImportSummary {
        try store.whileImporting(waiting: waitingForImport) { try catalog().importShops(streaming: produce) }
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
