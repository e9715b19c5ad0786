/// Plain implementations of the services, with the dependencies the app's real ones have.

/// Counts messages.
public final class CountingLogger: Logging, @unchecked Sendable {
    private var messages = 0
    /// Starts at zero.
    public init() {}
    /// Counts the message.
    public func log(_ message: StaticString) { messages &+= 1 }
}

/// A clock that ticks once per read.
public final class TickingClock: Clock, @unchecked Sendable {
    private var ticks = 0
    /// Starts at zero.
    public init() {}
    /// The next tick.
    public func now() -> Int { ticks &+= 1; return ticks }
}

/// A small in-memory table.
public final class InMemoryDatabase: Database, Sendable {
    private let values: [Int]
    /// Fills 1,024 slots.
    public init() { values = (0..<1_024).map { $0 &* 2_654_435_761 } }
    /// The slot for `key`.
    public func value(_ key: Int) -> Int { values[key & 1_023] }
}

/// Accounts over the database.
public final class DatabaseAccountStore: AccountStoring, Sendable {
    private let database: any Database
    /// Reads `database`.
    public init(database: any Database) { self.database = database }
    /// Looks the id up.
    public func exists(_ id: Int) -> Bool { database.value(id) != 0 || id == 0 }
}

/// A cheap stand-in hasher.
public final class MixingHasher: PasswordHashing, Sendable {
    /// Creates the hasher.
    public init() {}
    /// Mixes the bits.
    public func hash(_ password: Int) -> Int { password &* 0x1E37_79B9_7F4A_7C15 }
}

/// The session over the database.
public final class DatabaseSessionStore: SessionStoring, Sendable {
    private let database: any Database
    /// Reads `database`.
    public init(database: any Database) { self.database = database }
    /// Always account 7.
    public func accountID() -> Int? { database.value(7) == 0 ? nil : 7 }
}

/// Sign-in over accounts, hasher, sessions and clock.
public final class Authenticator: Authenticating, Sendable {
    private let accounts: any AccountStoring
    private let hasher: any PasswordHashing
    private let sessions: any SessionStoring
    private let clock: any Clock
    /// Uses the four collaborators.
    public init(accounts: any AccountStoring, hasher: any PasswordHashing, sessions: any SessionStoring, clock: any Clock) {
        self.accounts = accounts
        self.hasher = hasher
        self.sessions = sessions
        self.clock = clock
    }
    /// The session's account if it exists.
    public func currentAccountID() -> Int? { sessions.accountID().flatMap { accounts.exists($0) ? $0 : nil } }
}

/// The catalog over the database.
public final class DatabaseCatalog: CatalogReading, Sendable {
    private let database: any Database
    private let logger: any Logging
    /// Reads `database`, logs to `logger`.
    public init(database: any Database, logger: any Logging) {
        self.database = database
        self.logger = logger
    }
    /// A number from the database.
    public func count() -> Int { database.value(3) & 0xFFFF }
}

/// Analytics that log.
public final class LoggingAnalytics: Analytics, Sendable {
    private let logger: any Logging
    /// Logs to `logger`.
    public init(logger: any Logging) { self.logger = logger }
    /// Logs the event.
    public func track(_ event: Int) { logger.log("event") }
}

/// An HTTP client that never leaves the process.
public final class OfflineHTTPClient: HTTPClient, Sendable {
    /// Creates the client.
    public init() {}
    /// A fixed size.
    public func get(_ path: Int) -> Int { path & 0xFF }
}

/// One account's ratings over the database.
public final class DatabaseRatingStore: RatingStoring, Sendable {
    private let database: any Database
    private let accountID: Int
    /// The ratings of `accountID`.
    public init(database: any Database, accountID: Int) {
        self.database = database
        self.accountID = accountID
    }
    /// Stars from the database.
    public func stars(_ shop: Int) -> Int { database.value(shop ^ accountID) % 5 + 1 }
}

/// One account's profile over the database.
public final class DatabaseProfileStore: ProfileStoring, Sendable {
    private let database: any Database
    private let accountID: Int
    /// The profile of `accountID`.
    public init(database: any Database, accountID: Int) {
        self.database = database
        self.accountID = accountID
    }
    /// A cell from the database.
    public func home() -> Int { database.value(accountID) }
}
