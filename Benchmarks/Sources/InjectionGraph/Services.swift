/// The services of the benchmark graph. Each does a little real work so that calls cannot vanish.

/// Records messages.
public protocol Logging: AnyObject, Sendable {
    /// Counts a message.
    func log(_ message: StaticString)
}

/// Vends the logger.
public protocol LoggingDependency {
    /// The logger.
    var logger: any Logging { get }
}

/// Tells the time as a tick count.
public protocol Clock: AnyObject, Sendable {
    /// The next tick.
    func now() -> Int
}

/// Vends the clock.
public protocol ClockDependency {
    /// The clock.
    var clock: any Clock { get }
}

/// A key-value store standing in for the database.
public protocol Database: AnyObject, Sendable {
    /// The value for `key`.
    func value(_ key: Int) -> Int
}

/// Vends the database.
public protocol DatabaseDependency {
    /// The database.
    var database: any Database { get }
}

/// Accounts by id.
public protocol AccountStoring: AnyObject, Sendable {
    /// Whether the account exists.
    func exists(_ id: Int) -> Bool
}

/// Vends the accounts.
public protocol AccountStoringDependency {
    /// The accounts.
    var accounts: any AccountStoring { get }
}

/// Hashes passwords.
public protocol PasswordHashing: AnyObject, Sendable {
    /// A hash of `password`.
    func hash(_ password: Int) -> Int
}

/// Vends the hasher.
public protocol PasswordHashingDependency {
    /// The hasher.
    var hasher: any PasswordHashing { get }
}

/// The stored session.
public protocol SessionStoring: AnyObject, Sendable {
    /// The signed-in account id, if any.
    func accountID() -> Int?
}

/// Vends the sessions.
public protocol SessionStoringDependency {
    /// The sessions.
    var sessions: any SessionStoring { get }
}

/// Signs people in.
public protocol Authenticating: AnyObject, Sendable {
    /// The signed-in account id, if any.
    func currentAccountID() -> Int?
}

/// Vends the authenticator.
public protocol AuthenticatingDependency {
    /// The authenticator.
    var authenticator: any Authenticating { get }
}

/// The coffee-shop catalog.
public protocol CatalogReading: AnyObject, Sendable {
    /// The number of shops.
    func count() -> Int
}

/// Vends the catalog.
public protocol CatalogReadingDependency {
    /// The catalog.
    var catalog: any CatalogReading { get }
}

/// Records product analytics.
public protocol Analytics: AnyObject, Sendable {
    /// Counts an event.
    func track(_ event: Int)
}

/// Vends the analytics.
public protocol AnalyticsDependency {
    /// The analytics.
    var analytics: any Analytics { get }
}

/// Fetches remote data.
public protocol HTTPClient: AnyObject, Sendable {
    /// A response size for `path`.
    func get(_ path: Int) -> Int
}

/// Vends the http.
public protocol HTTPClientDependency {
    /// The http.
    var http: any HTTPClient { get }
}

/// One account's ratings: created per signed-in session.
public protocol RatingStoring: AnyObject, Sendable {
    /// The stars given to `shop`.
    func stars(_ shop: Int) -> Int
}

/// Vends the ratings.
public protocol RatingStoringDependency {
    /// The ratings.
    var ratings: any RatingStoring { get }
}

/// One account's profile: created per signed-in session.
public protocol ProfileStoring: AnyObject, Sendable {
    /// The home location's grid cell.
    func home() -> Int
}


/// Vends the profile.
public protocol ProfileStoringDependency {
    /// The profile.
    var profile: any ProfileStoring { get }
}