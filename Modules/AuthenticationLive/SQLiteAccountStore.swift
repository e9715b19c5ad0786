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
    ]

    private let database: Database

    /// Reads and writes accounts in `database`, which must have ``migrations`` applied.
    public init(database: Database) {
        self.database = database
    }

    /// Inserts the account in a transaction.
    public func createAccount(email: EmailAddress, name: String?, passwordHash: String, createdAt: Date) throws -> Account {
        do {
            let id = try database.transaction {
                try database.execute(
                    "INSERT INTO accounts (email, name, password_hash, created_at) VALUES (?, ?, ?, ?)",
                    [.text(email.rawValue), .optional(name), .text(passwordHash), .real(createdAt.timeIntervalSince1970)]
                )
                return database.lastInsertedRowID
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

    private static func account(from row: Row) -> Account? {
        guard let id = row.integer("id"),
              let email = row.string("email").flatMap(EmailAddress.init),
              let createdAt = row.real("created_at")
        else { return nil }
        return Account(id: id, email: email, name: row.string("name"), createdAt: Date(timeIntervalSince1970: createdAt))
    }
}
