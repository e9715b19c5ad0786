import Foundation

/// Keeps accounts, their password hashes and their sessions.
public protocol AccountStore: AnyObject {
    /// Adds an account and its first session in one transaction; throws
    /// ``AuthenticationError/duplicateAccount(_:)`` when the email is taken.
    func createAccount(email: EmailAddress, name: String?, passwordHash: String, createdAt: Date, session: SessionRecord) throws -> Account
    /// The account with `email` and its password hash, if there is one.
    func account(email: EmailAddress) throws -> (account: Account, passwordHash: String)?
    /// The account with `id`, if there is one.
    func account(id: Int64) throws -> Account?
    /// Adds a session for the account with `accountID`.
    func createSession(_ session: SessionRecord, accountID: Int64) throws
    /// The account of the session whose token has `tokenDigest`, if that session has not expired at
    /// `now`; its expiry moves to `extendedTo`. A session that expires after `notAfter` (made while the
    /// clock was wrong: no session lives that long) has expired too. An expired session is deleted.
    func account(sessionDigest tokenDigest: String, now: Date, extendedTo: Date, notAfter: Date) throws -> Account?
    /// Deletes the session whose token has `tokenDigest`, if any.
    func deleteSession(tokenDigest: String) throws
    /// Deletes every session of the account with `accountID`.
    func deleteSessions(accountID: Int64) throws
}

/// Turns passwords into salted hashes and checks passwords against them.
public protocol PasswordHasher {
    /// A new salted hash of `password`, self-describing (algorithm, cost and salt included).
    func hash(_ password: String) throws -> String
    /// Whether `password` produces `hash`; throws ``AuthenticationError/unknownHashFormat`` for a
    /// hash this hasher cannot read.
    func verify(_ password: String, against hash: String) throws -> Bool
    /// A well-formed hash of no password, at the cost of new hashes: verified against when the
    /// account is unknown, so an unknown email costs as much as a wrong password.
    var dummyHash: String { get }
}

/// Keeps the current session's token between runs.
public protocol SessionStore: AnyObject {
    /// The stored token; `nil` when there is none or it is not a well-formed token.
    func load() throws -> SessionToken?
    /// Replaces the stored token.
    func save(_ token: SessionToken) throws
    /// Forgets the stored token.
    func clear() throws
}

/// Makes session tokens from a secure random source and digests them for storage.
public protocol SessionTokenMaking {
    /// A new random 256-bit token.
    func makeToken() throws -> SessionToken
    /// The token's SHA-256, as hex: what the database keeps.
    func digest(_ token: SessionToken) -> String
}
