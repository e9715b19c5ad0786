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

    /// Returns the session's account unless the session has expired. Checking is a read, so it never
    /// waits for another process's write. Deleting an expired session and moving the expiry (at most
    /// once a day) are writes that can wait for a later command: each is skipped, not waited for,
    /// while another process holds the write lock.
    public func account(sessionDigest tokenDigest: String, now: Date, extendedTo: Date, notAfter: Date) throws -> Account? {
        let rows = try database.query(
            """
            SELECT accounts.*, sessions.expires_at AS session_expires_at
            FROM sessions JOIN accounts ON accounts.id = sessions.account_id WHERE sessions.token_sha256 = ?
            """,
            [.text(tokenDigest)]
        )
        guard let row = rows.first, let expiresAt = row.real("session_expires_at") else { return nil }
        guard expiresAt > now.timeIntervalSince1970, expiresAt <= notAfter.timeIntervalSince1970 else {
            _ = try? database.executeUnlessBusy(
                "DELETE FROM sessions WHERE token_sha256 = ? AND (expires_at <= ? OR expires_at > ?)",
                [.text(tokenDigest), .real(now.timeIntervalSince1970), .real(notAfter.timeIntervalSince1970)]
            )
            return nil
        }
        if expiresAt < extendedTo.timeIntervalSince1970 - 86400 {
            _ = try? database.executeUnlessBusy(
                "UPDATE sessions SET expires_at = ?1 WHERE token_sha256 = ?2 AND expires_at < ?1 - 86400",
                [.real(extendedTo.timeIntervalSince1970), .text(tokenDigest)]
            )
        }
        return Self.account(from: row)
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
              let email = row.string("email").map(EmailAddress.init(storedRawValue:)),
              let createdAt = row.real("created_at")
        else { return nil }
        return Account(id: id, email: email, name: row.string("name"), createdAt: Date(timeIntervalSince1970: createdAt))
    }
}
