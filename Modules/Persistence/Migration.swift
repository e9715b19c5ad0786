/// One step of the schema or its seed data, applied once per database and recorded by its `id`.
public struct Migration: Sendable {
    /// A unique, never-changing name, e.g. `authentication-1-accounts`.
    public let id: String
    let apply: @Sendable (Database) throws -> Void

    /// A step that runs `sql`, which may hold several statements.
    public init(id: String, sql: String) {
        self.id = id
        self.apply = { database in try database.executeScript(sql) }
    }

    /// A step that runs `apply` against the database, inside the migration's transaction.
    public init(id: String, apply: @escaping @Sendable (Database) throws -> Void) {
        self.id = id
        self.apply = apply
    }
}

/// Applies migrations in order, all missing ones in one exclusive transaction, keyed on the schema
/// version: `PRAGMA user_version` holds the number of migrations applied, and `schema_migrations`
/// records each one's `id`.
struct Migrator {
    let database: Database

    /// Throws when the database's schema version is above `knownVersion`; reads only.
    func refuseNewerSchema(knownVersion: Int) throws(DatabaseError) {
        let version = try schemaVersion()
        guard version <= knownVersion else {
            throw DatabaseError(
                path: database.path,
                message: "schema \(version)",
                code: 0,
                explanation: "\(database.path) was written by a newer coffeeshops (schema \(version)); this one knows up to \(knownVersion). "
                    + "Update coffeeshops; the database was left untouched."
            )
        }
    }

    /// Whether the database is behind `migrations`; reads only.
    func needs(_ migrations: [Migration]) throws(DatabaseError) -> Bool {
        guard !migrations.isEmpty else { return false }
        return try schemaVersion() != migrations.count
    }

    func apply(_ migrations: [Migration]) throws(DatabaseError) {
        guard try needs(migrations) else { return }
        do {
            // EXCLUSIVE: no other connection reads a half-built schema or migrates at the same time.
            try database.transaction(begin: "BEGIN EXCLUSIVE") { () throws(DatabaseError) in
                // Another process may have migrated while this one waited for the lock.
                try refuseNewerSchema(knownVersion: migrations.count)
                try database.execute("""
                    CREATE TABLE IF NOT EXISTS schema_migrations (
                        id TEXT PRIMARY KEY NOT NULL,
                        applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
                    )
                    """)
                let applied = Set(try database.query("SELECT id FROM schema_migrations").compactMap { $0.string("id") })
                for migration in migrations where !applied.contains(migration.id) {
                    do {
                        try migration.apply(database)
                    } catch let error as DatabaseError {
                        throw DatabaseError(path: database.path, message: "migration \(migration.id) failed: \(error.message)", code: error.code)
                    } catch {
                        throw DatabaseError(path: database.path, message: "migration \(migration.id) failed: \(error)", code: -1)
                    }
                    try database.execute("INSERT INTO schema_migrations (id) VALUES (?)", [.text(migration.id)])
                }
                try database.execute("PRAGMA user_version = \(migrations.count)")
            }
        } catch let error as DatabaseError {
            throw error
        } catch {
            throw DatabaseError(path: database.path, message: "\(error)", code: -1)
        }
    }

    private func schemaVersion() throws(DatabaseError) -> Int {
        Int(try database.query("PRAGMA user_version").first?.integer("user_version") ?? 0)
    }
}
