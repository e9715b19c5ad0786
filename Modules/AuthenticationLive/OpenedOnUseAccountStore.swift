import Authentication
import Foundation
import Persistence

/// The SQLite account store over a database opened on first use.
public final class OpenedOnUseAccountStore: AccountStore {
    private let database: () throws -> Database
    private var opened: SQLiteAccountStore?

    /// An account store that calls `database` when it is first used.
    public init(database: @escaping () throws -> Database) {
        self.database = database
    }

    private func accounts() throws -> SQLiteAccountStore {
        if let opened { return opened }
        let accounts = SQLiteAccountStore(database: try database())
        opened = accounts
        return accounts
    }

    public func createAccount(email: EmailAddress, name: String?, passwordHash: String, createdAt: Date, session: SessionRecord) throws -> Account {
        try accounts().createAccount(email: email, name: name, passwordHash: passwordHash, createdAt: createdAt, session: session)
    }

    public func account(email: EmailAddress) throws -> (account: Account, passwordHash: String)? {
        try accounts().account(email: email)
    }

    public func account(id: Int64) throws -> Account? {
        try accounts().account(id: id)
    }

    public func createSession(_ session: SessionRecord, accountID: Int64) throws {
        try accounts().createSession(session, accountID: accountID)
    }

    public func account(sessionDigest tokenDigest: String, now: Date, extendedTo: Date, notAfter: Date) throws -> Account? {
        try accounts().account(sessionDigest: tokenDigest, now: now, extendedTo: extendedTo, notAfter: notAfter)
    }

    public func deleteSession(tokenDigest: String) throws {
        try accounts().deleteSession(tokenDigest: tokenDigest)
    }

    public func deleteSessions(accountID: Int64) throws {
        try accounts().deleteSessions(accountID: accountID)
    }
}
