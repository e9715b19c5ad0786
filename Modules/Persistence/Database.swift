import CSQLite
import Foundation

/// A connection to one SQLite file, in WAL mode with a busy timeout so that several processes can
/// read and write it at once.
public final class Database {
    let handle: OpaquePointer

    /// Opens (creating if needed) the database at `path` and applies any of `migrations` not yet applied.
    ///
    /// A new file is created with mode 0600.
    public init(path: String, migrations: [Migration] = [], busyTimeout: Duration = .seconds(10)) throws(DatabaseError) {
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            throw DatabaseError(message: "cannot open \(path): \(message)", code: status)
        }
        self.handle = handle
        sqlite3_busy_timeout(handle, Int32(busyTimeout.components.seconds * 1000))
        try execute("PRAGMA journal_mode = WAL")
        try execute("PRAGMA synchronous = NORMAL")
        try execute("PRAGMA foreign_keys = ON")
        try Migrator(database: self).apply(migrations)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs one statement that returns no rows.
    public func execute(_ sql: String, _ values: [SQLValue] = []) throws(DatabaseError) {
        let statement = try prepare(sql)
        try statement.bind(values)
        while try statement.step() {}
    }

    /// Runs one query and returns every row.
    public func query(_ sql: String, _ values: [SQLValue] = []) throws(DatabaseError) -> [Row] {
        let statement = try prepare(sql)
        try statement.bind(values)
        return try statement.rows()
    }

    /// Compiles `sql` once so it can be run many times with different values.
    public func prepare(_ sql: String) throws(DatabaseError) -> Statement {
        var pointer: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &pointer, nil)
        guard status == SQLITE_OK, let pointer else { throw error(status) }
        return Statement(database: self, handle: pointer)
    }

    /// Runs `body` in a write transaction: all of its changes are kept, or none if it throws.
    ///
    /// The transaction takes the write lock up front (`BEGIN IMMEDIATE`), so a concurrent writer
    /// waits for the busy timeout instead of failing half way.
    public func transaction<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws -> Result {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// The number of rows the last statement inserted, updated or deleted.
    public var changes: Int {
        Int(sqlite3_changes(handle))
    }

    /// The row id of the last inserted row.
    public var lastInsertedRowID: Int64 {
        sqlite3_last_insert_rowid(handle)
    }

    func error(_ status: Int32) -> DatabaseError {
        let extended = sqlite3_extended_errcode(handle)
        return DatabaseError(message: String(cString: sqlite3_errmsg(handle)), code: extended != 0 ? extended : status)
    }
}

/// `SQLITE_CONSTRAINT_UNIQUE`, a macro Swift does not import.
private let sqliteConstraintUnique: Int32 = 2067

/// A failure reported by SQLite.
public struct DatabaseError: Error, CustomStringConvertible {
    /// SQLite's message.
    public let message: String
    /// SQLite's result code.
    public let code: Int32

    /// Whether the failure is a violated `UNIQUE` constraint.
    public var isUniqueViolation: Bool {
        code == sqliteConstraintUnique
    }

    /// SQLite's message.
    public var description: String { "database error: \(message)" }
}
