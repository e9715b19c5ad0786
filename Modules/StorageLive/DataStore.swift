#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Persistence

/// The data folder and its database, created and opened on first use, so a command that fails on
/// its input first (a usage error, a signed-out command) creates nothing.
public final class DataStore: DatabaseChecking {
    /// The folder that holds the database.
    public let directory: DataDirectory
    /// Every module's migrations, in the order they run.
    private let migrations: [Migration]
    private var opened: Database?
    /// Says that opening may take a while: a database from an earlier version is migrated.
    private let upgrading: () -> Void
    /// Says, once per write, that it has waited 2 s for another process's.
    private let waiting: () -> Void

    /// A store over `directory` whose database `migrations` keep current. `upgrading` is called before
    /// a migration of an existing database; `waiting`, once per write that waited 2 s for another's.
    public init(directory: DataDirectory, migrations: [Migration], upgrading: @escaping () -> Void = {}, waiting: @escaping () -> Void = {}) {
        self.directory = directory
        self.migrations = migrations
        self.upgrading = upgrading
        self.waiting = waiting
    }

    /// Where the database lives.
    public var databasePath: String {
        directory.url.appendingPathComponent("coffeeshops.sqlite").path
    }

    /// How long a write waits for another process's: reads never wait (WAL), and an import of a
    /// million shops holds the write lock for about 25 s, which a rating made meanwhile outlasts.
    public static let writerPatience: Duration = .seconds(60)

    /// The database, creating the folder (0700) and migrating the database on the first call. Once a
    /// command has met damage in it, every write is refused (`query_only`) until `check` finds it sound;
    /// a migration it needed was refused before that, by the integrity check that precedes one.
    public func database() throws -> Database {
        if let opened { return opened }
        let folder = try directory.create()
        let path = folder.appendingPathComponent("coffeeshops.sqlite").path
        // A catalog of tens of thousands of shops takes more than a second to migrate (its search
        // index is built): say so first, unless the database is new (schema 0) and so empty.
        let database = try Database(path: path, migrations: migrations, busyTimeout: Self.writerPatience) { [upgrading] version in
            if version > 0 { upgrading() }
        }
        if Self.isMarkedDamaged(directory) { try database.execute("PRAGMA query_only = ON") }
        database.whileWaiting(waiting)
        opened = database
        return database
    }

    /// The file whose presence says a command met damage in the database.
    public static func damageMark(_ directory: DataDirectory) -> String {
        directory.url.appendingPathComponent("coffeeshops.damaged").path
    }

    /// Whether a command met damage in the database and `check` has not found it sound since.
    public static func isMarkedDamaged(_ directory: DataDirectory) -> Bool {
        var status = stat()
        return lstat(damageMark(directory), &status) == 0
    }

    /// Leaves the mark that stops every later write (created owner-only, never through a link).
    public static func markDamaged(_ directory: DataDirectory) {
        let descriptor = open(damageMark(directory), O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let text = Array("A command met damage in coffeeshops.sqlite. Nothing is written to it until `coffeeshops check` finds it sound.\n".utf8)
        _ = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    /// Runs `body` holding the import lock (an advisory `flock` on `coffeeshops.import-lock`), so imports
    /// started together take turns, however long each takes, instead of failing after the database's
    /// busy timeout. `waiting` is called once, when another import has held the lock for 2 seconds.
    /// The lock ends with the process, even one that is killed.
    public func whileImporting<Result>(waiting: () -> Void, _ body: () throws -> Result) throws -> Result {
        try directory.create()
        // An import writes thousands of rows: into a database SQLite's quick check finds sound only.
        do {
            try database().checkIntegrity()
        } catch let error as DatabaseError where error.isDamage {
            Self.markDamaged(directory)
            throw error
        }
        let path = directory.url.appendingPathComponent("coffeeshops.import-lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else {
            throw DataDirectoryError("Cannot open the import lock \(path) (\(String(cString: strerror(errno)))); check that the data folder is yours.")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw DataDirectoryError("\(path) is not a regular file; move it aside, and coffeeshops will create it again.")
        }
        let patience = ContinuousClock.now + .seconds(2)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw DataDirectoryError("Cannot lock \(path) (\(String(cString: strerror(errno)))).")
            }
            if ContinuousClock.now >= patience {
                waiting()
                while flock(descriptor, LOCK_EX) != 0 {
                    guard errno == EINTR else { throw DataDirectoryError("Cannot lock \(path) (\(String(cString: strerror(errno)))).") }
                }
                break
            }
            usleep(20_000)
        }
        return try body()
    }

    /// Opens the database (damage found while opening is a finding too) and runs SQLite's full check;
    /// creates nothing when there is no database yet.
    public func check() throws -> DatabaseCheck {
        var status = stat()
        guard lstat(databasePath, &status) == 0 else { return DatabaseCheck(path: databasePath, problems: nil) }
        guard status.st_size > 0 else { return DatabaseCheck(path: databasePath, problems: [], isEmptyFile: true) }
        // Read only, and left as it is: no migration, no checkpoint, the folder untouched.
        let database: Database
        let version: Int
        let problems: [String]
        do {
            database = try Database(readingOnly: databasePath)
            version = try database.schemaVersion()
            problems = try database.integrityProblems()
        } catch {
            guard error.isDamage else { throw error }
            return DatabaseCheck(path: databasePath, problems: [error.message])
        }
        let known = migrations.count
        let unmarked = problems.isEmpty && Self.isMarkedDamaged(directory) && unlink(Self.damageMark(directory)) == 0
        let notes = [
            version < known ? "Its schema is from an earlier version of coffeeshops: any command upgrades it." : nil,
            version > known ? "It was written by a newer version of coffeeshops, which this one cannot use." : nil,
            unmarked ? "Commands write to it again: the mark an earlier command left when it met damage is removed." : nil,
        ].compactMap { $0 }
        return DatabaseCheck(path: databasePath, problems: problems, notes: notes)
    }
}

