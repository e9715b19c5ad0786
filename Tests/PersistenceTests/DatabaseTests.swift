import Foundation
import Persistence
import Testing

@Suite struct DatabaseTests {
    let folder: URL
    var path: String { folder.appendingPathComponent("test.sqlite").path }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("db-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    let notes = [Migration(id: "test-1-notes", sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL UNIQUE);")]

    @Test func appliesEachMigrationOnce() throws {
        _ = try Database(path: path, migrations: notes)
        let database = try Database(path: path, migrations: notes + [
            Migration(id: "test-2-seed") { database in try database.execute("INSERT INTO notes (body) VALUES ('seeded')") },
        ])
        _ = try Database(path: path, migrations: notes + [
            Migration(id: "test-2-seed") { database in try database.execute("INSERT INTO notes (body) VALUES ('twice')") },
        ])
        #expect(try database.query("SELECT body FROM notes").compactMap { $0.string("body") } == ["seeded"])
        #expect(try database.query("SELECT id FROM schema_migrations ORDER BY id").compactMap { $0.string("id") } == ["test-1-notes", "test-2-seed"])
    }

    @Test func saysOnceFromWhichVersionItMigrates() throws {
        var versions: [Int] = []
        _ = try Database(path: path, migrations: notes) { versions.append($0) }
        _ = try Database(path: path, migrations: notes) { versions.append($0) }
        _ = try Database(path: path, migrations: notes + [Migration(id: "test-2-index", sql: "CREATE INDEX notes_body ON notes (body);")]) { versions.append($0) }
        #expect(versions == [0, 1])
    }

    @Test func leavesNoTraceOfAFailedMigration() throws {
        let broken = Migration(id: "test-2-broken", sql: "INSERT INTO notes (body) VALUES ('half'); THIS IS NOT SQL;")
        #expect(throws: DatabaseError.self) { try Database(path: path, migrations: notes + [broken]) }
        let database = try Database(path: path, migrations: notes)
        #expect(try database.query("SELECT * FROM notes").isEmpty)
        #expect(try database.query("SELECT id FROM schema_migrations").count == 1)
    }

    @Test func rollsBackATransactionThatThrows() throws {
        let database = try Database(path: path, migrations: notes)
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try database.transaction {
                try database.execute("INSERT INTO notes (body) VALUES ('kept?')")
                throw Stop()
            }
        }
        #expect(try database.query("SELECT * FROM notes").isEmpty)
    }

    @Test func flagsUniqueViolations() throws {
        let database = try Database(path: path, migrations: notes)
        try database.execute("INSERT INTO notes (body) VALUES ('one')")
        let error = #expect(throws: DatabaseError.self) { try database.execute("INSERT INTO notes (body) VALUES ('one')") }
        #expect(error?.isUniqueViolation == true)
    }

    @Test func usesWriteAheadLoggingAndAnOwnerOnlyFile() throws {
        let database = try Database(path: path)
        #expect(try database.query("PRAGMA journal_mode").first?.string("journal_mode") == "wal")
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }

    @Test func letsTwoConnectionsWriteAtOnce() throws {
        _ = try Database(path: path, migrations: notes)
        let path = self.path
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            do {
                let database = try Database(path: path)
                for index in 0..<200 {
                    try database.transaction {
                        try database.execute("INSERT INTO notes (body) VALUES (?)", [.text("\(writer)-\(index)")])
                    }
                }
            } catch {
                failures.record(error)
            }
        }
        #expect(failures.count == 0)
        #expect(try Database(path: path).query("SELECT count(*) AS n FROM notes").first?.integer("n") == 400)
    }

    @Test func refusesADatabaseFromANewerVersionAndLeavesItUntouched() throws {
        _ = try Database(path: path, migrations: notes + [Migration(id: "test-2-more", sql: "CREATE TABLE more (x);")])
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = #expect(throws: DatabaseError.self) { try Database(path: path, migrations: notes) }
        #expect(error?.description == "\(path) was written by a newer coffeeshops (schema 2); this one knows up to 1. Update coffeeshops; the database was left untouched.")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func neverOpensADatabaseThroughASymbolicLink() throws {
        let target = folder.appendingPathComponent("elsewhere.sqlite").path
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        let error = #expect(throws: DatabaseError.self) { try Database(path: path, migrations: notes) }
        #expect(error?.description.hasPrefix("\(path): ") == true)
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func explainsADamagedDatabaseWithItsPathAndWhatToDo() throws {
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: DatabaseError.self) { try Database(path: path, migrations: notes) }
        #expect(error?.description.hasPrefix("\(path): the database is damaged") == true)
        #expect(error?.description.contains("restore a backup") == true)
    }

    @Test func findsPartialDamageWhenSQLiteMeetsItAndNeverMigratesIt() throws {
        do {
            let database = try Database(path: path, migrations: notes)
            try database.execute("PRAGMA journal_mode = DELETE")
            try database.transaction {
                for index in 0..<2_000 { try database.execute("INSERT INTO notes (body) VALUES (?)", [.text("note \(index) " + String(repeating: "x", count: 100))]) }
            }
        }
        // Scribble over the middle of the file, where the table's and index's pages are.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 40_960)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 16_384))
        try handle.close()
        // An up-to-date database is not read whole on open: the damage shows in the full check and
        // when a statement meets it, as one line that says what to do.
        let database = try Database(path: path, migrations: notes)
        #expect(try !database.integrityProblems().isEmpty)
        let read = #expect(throws: DatabaseError.self) {
            _ = try database.query("SELECT count(*) AS count FROM notes WHERE body LIKE '%x%'")
            _ = try database.query("SELECT count(*) AS count FROM notes INDEXED BY sqlite_autoindex_notes_1 WHERE body > ''")
        }
        #expect(read?.isDamage == true)
        #expect(read?.description.hasPrefix("\(path): the database is damaged") == true)
        // A migration is never applied to a damaged database: it is refused before anything is written.
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let newer = notes + [Migration(id: "test-2-extra", sql: "ALTER TABLE notes ADD COLUMN extra TEXT;")]
        let refused = #expect(throws: DatabaseError.self) { try Database(path: path, migrations: newer) }
        #expect(refused?.isDamage == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func checksASoundDatabaseWithoutFindingAnything() throws {
        let database = try Database(path: path, migrations: notes)
        try database.execute("INSERT INTO notes (body) VALUES ('sound')")
        #expect(try database.integrityProblems().isEmpty)
    }

    @Test func skipsAWriteThatWouldWaitForAnotherWriter() throws {
        let holder = try Database(path: path, migrations: notes)
        let other = try Database(path: path, migrations: notes)
        try holder.execute("BEGIN IMMEDIATE")
        try holder.execute("INSERT INTO notes (body) VALUES ('held')")
        // Reads never wait in WAL mode; the optional write gives up at once instead of waiting out the timeout.
        #expect(try other.query("SELECT count(*) AS count FROM notes").first?.integer("count") == 0)
        #expect(try other.executeUnlessBusy("INSERT INTO notes (body) VALUES ('optional')") == false)
        try holder.execute("COMMIT")
        #expect(try other.executeUnlessBusy("INSERT INTO notes (body) VALUES ('optional')") == true)
        #expect(try other.query("SELECT count(*) AS count FROM notes").first?.integer("count") == 2)
    }

    @Test func explainsALockHeldTooLongWithItsPathAndWhatToDo() throws {
        let holder = try Database(path: path, migrations: notes)
        try holder.execute("BEGIN EXCLUSIVE")
        defer { try? holder.execute("ROLLBACK") }
        let waiter = try Database(path: path, busyTimeout: .zero)
        let error = #expect(throws: DatabaseError.self) {
            try waiter.transaction { try waiter.execute("INSERT INTO notes (body) VALUES ('late')") }
        }
        #expect(error?.description == "\(path): another process held the database locked for too long; wait for other coffeeshops commands to finish and try again.")
    }

    @Test func migratesInOneTransactionKeyedOnTheSchemaVersion() throws {
        let database = try Database(path: path, migrations: notes + [Migration(id: "test-2-more", sql: "CREATE TABLE more (x);")])
        #expect(try database.query("PRAGMA user_version").first?.integer("user_version") == 2)
    }

    @Test func bindsAndReadsEveryKindOfValue() throws {
        let database = try Database(path: path)
        try database.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, n TEXT)")
        let insert = try database.prepare("INSERT INTO t VALUES (?, ?, ?, ?)")
        try insert.run([.integer(42), .real(1.5), .text("crème"), .optional(nil)])
        let row = try #require(try database.query("SELECT * FROM t").first)
        #expect(row.integer("i") == 42)
        #expect(row.real("r") == 1.5)
        #expect(row.real("i") == 42)
        #expect(row.string("s") == "crème")
        #expect(row.string("n") == nil)
        #expect(database.changes == 1)
    }
}

/// Collects errors from concurrent writers.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [any Error] = []

    func record(_ error: any Error) {
        lock.withLock { errors.append(error) }
    }

    var count: Int {
        lock.withLock { errors.count }
    }
}
