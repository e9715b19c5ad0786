import Authentication
import Foundation
import Persistence

/// Keeps accounts in the app's SQLite database.
public final class SQLiteAccountStore: AccountStore {
    /// The schema this store needs, to pass to ``Database/init(path:migrations:busyTimeout:)``.
    public static let migrations = [
        Migration(id: "authentication-1-accounts", sql: """
            CREATE TABLE accounts (
                id INTEGER PRIMARY KEY,
                email TEXT NOT NULL UNIQUE,
                name TEXT,
                password_hash TEXT NOT NULL,
                created_at REAL NOT NULL
            );
            """),
        Migration(id: "authentication-2-sessions", sql: """
            CREATE TABLE sessions (
                token_sha256 TEXT PRIMARY KEY NOT NULL,
                account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
                created_at REAL NOT NULL,
                expires_at REAL NOT NULL
            );
            CREATE INDEX sessions_by_account ON sessions (account_id);
            """),
    ]

    private let database: Database

    /// Reads and writes accounts in `database`, which must have ``migrations`` applied.
    public init(database: Database) {
        self.database = database
    }

    /// Inserts the account and its first session in one transaction.
    public func createAccount(email: EmailAddress, name: String?, passwordHash: String, createdAt: Date, session: SessionRecord) throws -> Account {
        do {
            let id = try database.transaction {
                try database.execute(
                    "INSERT INTO accounts (email, name, password_hash, created_at) VALUES (?, ?, ?, ?)",
                    [.text(email.rawValue), .optional(name), .text(passwordHash), .real(createdAt.timeIntervalSince1970)]
                )
                let id = database.lastInsertedRowID
                try insert(session, accountID: id)
                return id
            }
            return Account(id: id, email: email, name: name, createdAt: createdAt)
        } catch let error as DatabaseError where error.isUniqueViolation {
            throw AuthenticationError.duplicateAccount(email)
        }
    }

    /// Looks the account up by email.
    public func account(email: EmailAddress) throws -> (account: Account, passwordHash: String)? {
        let rows = try database.query("SELECT * FROM accounts WHERE email = ?", [.text(email.rawValue)])
        guard let row = rows.first, let account = Self.account(from: row), let hash = row.string("password_hash") else {
            return nil
        }
        return (account, hash)
    }

    /// Looks the account up by id.
    public func account(id: Int64) throws -> Account? {
        try database.query("SELECT * FROM accounts WHERE id = ?", [.integer(id)]).first.flatMap(Self.account(from:))
    }

    /// Inserts the session.
    public func createSession(_ session: SessionRecord, accountID: Int64) throws {
        try database.transaction { try insert(session, accountID: accountID) }
    }

    /// Deletes the session if it has expired, else moves its expiry and returns its account. The expiry
    /// moves only when that gains more than a day, so reading commands seldom write.
    public func account(sessionDigest tokenDigest: String, now: Date, extendedTo: Date) throws -> Account? {
        try database.transaction { () throws -> Account? in
            try database.execute(
                "DELETE FROM sessions WHERE token_sha256 = ? AND expires_at <= ?",
                [.text(tokenDigest), .real(now.timeIntervalSince1970)]
            )
            let rows = try database.query(
                "SELECT accounts.* FROM sessions JOIN accounts ON accounts.id = sessions.account_id WHERE sessions.token_sha256 = ?",
                [.text(tokenDigest)]
            )
            guard let account = rows.first.flatMap(Self.account(from:)) else { return nil }
            try database.execute(
                "UPDATE sessions SET expires_at = ?1 WHERE token_sha256 = ?2 AND expires_at < ?1 - 86400",
                [.real(extendedTo.timeIntervalSince1970), .text(tokenDigest)]
            )
            return account
        }
    }

    /// Deletes one session.
    public func deleteSession(tokenDigest: String) throws {
        try database.execute("DELETE FROM sessions WHERE token_sha256 = ?", [.text(tokenDigest)])
    }

    /// Deletes every session of the account.
    public func deleteSessions(accountID: Int64) throws {
        try database.execute("DELETE FROM sessions WHERE account_id = ?", [.integer(accountID)])
    }

    private func insert(_ session: SessionRecord, accountID: Int64) throws(DatabaseError) {
        try database.execute(
            "INSERT INTO sessions (token_sha256, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
            [.text(session.tokenDigest), .integer(accountID), .real(session.createdAt.timeIntervalSince1970), .real(session.expiresAt.timeIntervalSince1970)]
        )
    }

    private static func account(from row: Row) -> Account? {
        guard let id = row.integer("id"),
              let email = row.string("email").flatMap(EmailAddress.init),
              let createdAt = row.real("created_at")
        else { return nil }
        return Account(id: id, email: email, name: row.string("name"), createdAt: Date(timeIntervalSince1970: createdAt))
    }
}
