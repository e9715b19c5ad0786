import Authentication
import Foundation
import Persistence

/// The SQLite account store over a database opened on first use.
public final class OpenedOnUseAccountStore: AccountStore {
    private let accounts: OpenedOnUse<SQLiteAccountStore>

    /// An account store that calls `database` when it is first used.
    public init(database: @escaping () throws -> Database) {
        accounts = OpenedOnUse { SQLiteAccountStore(database: try database()) }
    }

    /// Creates an account with its first session.
    public func createAccount(email: EmailAddress, name: String?, passwordHash: String, createdAt: Date, session: SessionRecord) throws -> Account {
        try accounts().createAccount(email: email, name: name, passwordHash: passwordHash, createdAt: createdAt, session: session)
    }

    /// The account with `email`, with its password hash.
    public func account(email: EmailAddress) throws -> (account: Account, passwordHash: String)? {
        try accounts().account(email: email)
    }

    /// The account with `id`.
    public func account(id: Int64) throws -> Account? {
        try accounts().account(id: id)
    }

    /// Starts a session for the account.
    public func createSession(_ session: SessionRecord, accountID: Int64) throws {
        try accounts().createSession(session, accountID: accountID)
    }

    /// The account of a live session, extending it.
    public func account(sessionDigest tokenDigest: String, now: Date, extendedTo: Date, notAfter: Date) throws -> Account? {
        try accounts().account(sessionDigest: tokenDigest, now: now, extendedTo: extendedTo, notAfter: notAfter)
    }

    /// Ends one session.
    public func deleteSession(tokenDigest: String) throws {
        try accounts().deleteSession(tokenDigest: tokenDigest)
    }

    /// Ends every session of the account.
    public func deleteSessions(accountID: Int64) throws {
        try accounts().deleteSessions(accountID: accountID)
    }
}
