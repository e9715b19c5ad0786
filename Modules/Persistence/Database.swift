#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSQLite

/// A connection to one SQLite file, in WAL mode with a busy timeout so that several processes can
/// read and write it at once.
public final class Database {
    let handle: OpaquePointer
    /// The database file's path, named in every error.
    public let path: String
    /// How long a statement waits for another connection's lock before it fails, in milliseconds.
    private let busyTimeoutMilliseconds: Int32
    /// Waits for another connection's lock and says so once, when ``whileWaiting(_:)`` set it.
    private var busyWaiter: BusyWaiter?

    /// Opens (creating if needed) the database at `path` and applies any of `migrations` not yet applied.
    ///
    /// The file is created in place by `open(2)` with `O_CREAT` and mode 0600, never by renaming another
    /// file over it, and a symbolic link at `path` is refused. All missing migrations run in one exclusive
    /// transaction, keyed on the schema version (`PRAGMA user_version`, the number of migrations
    /// applied), so processes that start together on a new file never see half a schema. A database
    /// whose schema version is above `migrations.count` was written by a newer program, and one that
    /// needs a migration but fails SQLite's `quick_check` is damaged: either is refused untouched. An
    /// up-to-date database is not checked on open (that reads every page); damage SQLite meets later
    /// fails that statement with `SQLITE_CORRUPT`, and ``integrityProblems()`` checks everything.
    ///
    /// `beforeMigrating` is called once, with the schema version found, when migrations are about to
    /// run, so that a caller can say that an upgrade may take a moment.
    public init(
        path: String, migrations: [Migration] = [], busyTimeout: Duration = .seconds(10), beforeMigrating: (_ fromVersion: Int) -> Void = { _ in }
    ) throws(DatabaseError) {
        self.path = path
        busyTimeoutMilliseconds = Int32(clamping: busyTimeout.components.seconds * 1000 + busyTimeout.components.attoseconds / 1_000_000_000_000_000)
        try Self.createIfMissing(path)
        handle = try Self.openHandle(path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW, path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        // Processes that start together on a new file can meet a lock SQLite reports at once rather
        // than waiting out the busy timeout (changing the journal mode, a read upgraded to a write):
        // every step here can run again, so try again until the timeout is spent.
        let deadline = ContinuousClock.now + busyTimeout
        var announced = false
        while true {
            do {
                try prepare(migrations) { version in
                    if !announced { beforeMigrating(version) }
                    announced = true
                }
                return
            } catch let error where Self.isBusy(error) && ContinuousClock.now < deadline {
                try? execute("ROLLBACK")
                usleep(UInt32.random(in: 5_000...50_000))
            }
        }
    }

    /// Opens the existing database at `path` to read only: nothing is created, migrated or
    /// checkpointed, no setting is changed, and a file the user may only read opens. For `check`.
    public init(readingOnly path: String) throws(DatabaseError) {
        self.path = path
        busyTimeoutMilliseconds = 10_000
        let readOnly = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW
        var handle = try Self.openHandle(path, flags: readOnly, path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        if [SQLITE_CANTOPEN, SQLITE_READONLY].contains(sqlite3_exec(handle, "SELECT count(*) FROM sqlite_schema", nil, nil, nil) & 0xFF) {
            // A WAL database in a folder the user may not write: read the file as it is, without its
            // shared memory (SQLite cannot create it), as an unchanging file.
            sqlite3_close(handle)
            handle = try Self.openHandle(
                "file:\(Self.uriEscaped(path))?immutable=1", flags: readOnly | SQLITE_OPEN_URI, path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds
            )
        }
        self.handle = handle
    }

    /// Opens `filename` with `flags`, extended result codes and the busy timeout, or throws SQLite's
    /// error naming `path`.
    private static func openHandle(_ filename: String, flags: Int32, path: String, busyTimeoutMilliseconds: Int32) throws(DatabaseError) -> OpaquePointer {
        var handle: OpaquePointer?
        let status = sqlite3_open_v2(filename, &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            let code = handle.map { sqlite3_extended_errcode($0) } ?? status
            sqlite3_close(handle)
            throw DatabaseError(path: path, message: message, code: code)
        }
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        return handle
    }

    /// `path` for a `file:` URI: `%`, `?` and `#` percent-encoded.
    private static func uriEscaped(_ path: String) -> String {
        path.map { character in
            switch character {
            case "%": "%25"
            case "?": "%3F"
            case "#": "%23"
            default: String(character)
            }
        }.joined()
    }

    /// The schema version: how many migrations the database has had (`PRAGMA user_version`).
    public func schemaVersion() throws(DatabaseError) -> Int {
        Int(try query("PRAGMA user_version").first?.integer("user_version") ?? 0)
    }

    /// Calls `notice` once per statement that has waited 2 seconds for another process's lock (it
    /// goes on waiting as long as the busy timeout allows), so a person knows why nothing happens.
    public func whileWaiting(_ notice: @escaping () -> Void) {
        let waiter = BusyWaiter(timeout: Double(busyTimeoutMilliseconds) / 1000, notice: notice)
        busyWaiter = waiter
        install(waiter)
    }

    private func install(_ waiter: BusyWaiter) {
        sqlite3_busy_handler(handle, { context, count in
            guard let context else { return 0 }
            return Unmanaged<BusyWaiter>.fromOpaque(context).takeUnretainedValue().retry(count)
        }, Unmanaged.passUnretained(waiter).toOpaque())
    }

    /// Settings, checks and migrations for a freshly opened connection.
    private func prepare(_ migrations: [Migration], beforeMigrating: (Int) -> Void) throws(DatabaseError) {
        try execute("PRAGMA foreign_keys = ON")
        if !migrations.isEmpty {
            // Read before anything is written, so a newer or damaged database is left exactly as it was.
            let migrator = Migrator(database: self)
            try migrator.refuseNewerSchema(knownVersion: migrations.count)
            if try migrator.needs(migrations) {
                try checkIntegrity()
                try beforeMigrating(schemaVersion())
            }
        }
        try execute("PRAGMA journal_mode = WAL")
        try execute("PRAGMA synchronous = NORMAL")
        try Migrator(database: self).apply(migrations)
    }

    /// Whether SQLite said another connection holds the lock.
    private static func isBusy(_ error: DatabaseError) -> Bool {
        error.code & 0xFF == SQLITE_BUSY || error.code & 0xFF == SQLITE_LOCKED
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Throws a damage error unless SQLite's `quick_check` finds the database sound, so nothing is
    /// written to a damaged one.
    public func checkIntegrity() throws(DatabaseError) {
        let result = try query("PRAGMA quick_check(1)").first?.string("quick_check") ?? "ok"
        guard result == "ok" else { throw DatabaseError(path: path, message: result, code: SQLITE_CORRUPT) }
    }

    /// What SQLite's full `integrity_check` finds wrong (at most `limit` problems), or nothing when
    /// the database is sound. It reads every page and index, so it is for a `check` command, not for
    /// every open.
    public func integrityProblems(limit: Int = 20) throws(DatabaseError) -> [String] {
        do {
            let problems = try query("PRAGMA integrity_check(\(max(1, limit)))").compactMap { $0.string("integrity_check") }
            return problems == ["ok"] ? [] : problems
        } catch where error.isDamage {
            // Damaged beyond what the check can walk: SQLite's own message is the finding.
            return [error.message]
        }
    }

    /// Runs one statement that returns no rows unless another connection holds the write lock, in
    /// which case it does nothing and returns `false` at once instead of waiting: for writes that can
    /// wait for the next command, such as renewing a session.
    public func executeUnlessBusy(_ sql: String, _ values: [SQLValue] = []) throws(DatabaseError) -> Bool {
        sqlite3_busy_timeout(handle, 0)
        defer {
            // Setting a timeout removes a busy handler: put back whichever was there.
            if let busyWaiter { install(busyWaiter) } else { sqlite3_busy_timeout(handle, busyTimeoutMilliseconds) }
        }
        do {
            try execute(sql, values)
            return true
        } catch where Self.isBusy(error) {
            return false
        }
    }

    /// Creates an empty file at `path` with mode 0600 if none is there; never follows a symbolic link
    /// and never replaces a file. SQLite treats an empty file as a new database.
    private static func createIfMissing(_ path: String) throws(DatabaseError) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else {
            let number = errno
            let code: Int32 = switch number {
            case EACCES, EPERM, EROFS: SQLITE_READONLY
            case ENOSPC, EDQUOT: SQLITE_FULL
            default: SQLITE_CANTOPEN
            }
            throw DatabaseError(path: path, message: String(cString: strerror(number)), code: code, systemError: number)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw DatabaseError(
                path: path, message: "not a regular file", code: SQLITE_CANTOPEN,
                explanation: "\(path) is not a regular file (a FIFO, a device or a socket); move it aside, and coffeeshops will create the database there."
            )
        }
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
        try transaction(begin: "BEGIN IMMEDIATE", body)
    }

    /// Runs `body` in a transaction opened with `begin`: `"BEGIN"` takes no lock until a statement needs
    /// one, so a transaction that writes only the connection's temporary tables never makes another
    /// process wait.
    public func transaction<Result, Failure: Error>(begin: String, _ body: () throws(Failure) -> Result) throws -> Result {
        try execute(begin)
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
        // SQLite reports a write that ran out of space as an I/O error; say what it is.
        let system = sqlite3_system_errno(handle)
        if extended & 0xFF == SQLITE_IOERR, system == ENOSPC || system == EDQUOT {
            return DatabaseError(path: path, message: String(cString: sqlite3_errmsg(handle)), code: SQLITE_FULL, systemError: system)
        }
        return DatabaseError(path: path, message: String(cString: sqlite3_errmsg(handle)), code: extended != 0 ? extended : status)
    }
}

/// `SQLITE_CONSTRAINT_UNIQUE`, a macro Swift does not import.
private let sqliteConstraintUnique: Int32 = 2067

/// A failure reported by SQLite, or by the system while opening the database file.
public struct DatabaseError: Error, CustomStringConvertible {
    /// The database file's path.
    public let path: String
    /// SQLite's (or the system's) message.
    public let message: String
    /// SQLite's extended result code.
    public let code: Int32
    /// The `errno` behind the failure, when the system reported it.
    public let systemError: Int32?
    /// A complete sentence that replaces the generic cause and advice, for failures the code names itself.
    public let explanation: String?

    /// Describes a failure of the database at `path`.
    public init(path: String, message: String, code: Int32, systemError: Int32? = nil, explanation: String? = nil) {
        self.path = path
        self.message = message
        self.code = code
        self.systemError = systemError
        self.explanation = explanation
    }

    /// Whether the failure is a violated `UNIQUE` constraint.
    public var isUniqueViolation: Bool {
        code == sqliteConstraintUnique
    }

    /// Whether SQLite refused to write (a read-only file or connection).
    public var isWriteRefused: Bool {
        code & 0xFF == SQLITE_READONLY
    }

    /// Whether the database file is damaged or is not a database.
    public var isDamage: Bool {
        [SQLITE_CORRUPT, SQLITE_NOTADB].contains(code & 0xFF)
    }

    /// One line: the path, the cause and what to do.
    public var description: String {
        if let explanation { return explanation }
        let (cause, advice): (String, String) = switch code & 0xFF {
        case SQLITE_READONLY:
            ("it cannot be written (\(message))", "make the data folder and its files writable by you, or pass another --data-dir")
        case SQLITE_FULL:
            ("the disk is full", "free some space and try again")
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            ("the database is damaged (\(message))", "move it aside and restore a backup; nothing more was written to it")
        case SQLITE_BUSY, SQLITE_LOCKED:
            ("another process held the database locked for too long", "wait for other coffeeshops commands to finish and try again")
        case SQLITE_CANTOPEN:
            ("it cannot be opened (\(message))", "check that the data folder exists, is yours, and holds no symbolic link named like the database")
        case SQLITE_IOERR:
            ("the disk reported an error (\(message))", "check the disk and the permissions of the data folder and its files, then try again")
        case SQLITE_PERM, SQLITE_AUTH:
            ("access was denied (\(message))", "check the permissions of the data folder and its files")
        default:
            (message, "if it happens again, move the database aside and restore a backup")
        }
        return "\(path): \(cause); \(advice)."
    }
}

/// SQLite's busy handler, as an object its C callback reaches: retries with short sleeps until the
/// timeout, and calls `notice` once a wait passes 2 seconds.
private final class BusyWaiter {
    private let timeout: Double
    private let notice: () -> Void
    private var started = ContinuousClock.now
    private var noticed = false

    init(timeout: Double, notice: @escaping () -> Void) {
        self.timeout = timeout
        self.notice = notice
    }

    /// Nonzero to try again; `count` is how many times this statement has been busy.
    func retry(_ count: Int32) -> Int32 {
        if count == 0 {
            started = .now
            noticed = false
        }
        let waited = ContinuousClock.now - started
        if waited >= .seconds(timeout) { return 0 }
        if waited >= .seconds(2), !noticed {
            noticed = true
            notice()
        }
        usleep(UInt32(min(100, 5 * (Int(count) + 1))) * 1000)
        return 1
    }
}
