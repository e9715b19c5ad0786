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

/// Applies migrations in order, each in its own transaction, skipping those already recorded.
struct Migrator {
    let database: Database

    func apply(_ migrations: [Migration]) throws(DatabaseError) {
        try database.execute("""
            CREATE TABLE IF NOT EXISTS schema_migrations (
                id TEXT PRIMARY KEY NOT NULL,
                applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
            )
            """)
        let applied = Set(try database.query("SELECT id FROM schema_migrations").compactMap { $0.string("id") })
        for migration in migrations where !applied.contains(migration.id) {
            do {
                try database.transaction {
                    // Another process may have applied it while this one waited for the write lock.
                    let done = try database.query("SELECT 1 FROM schema_migrations WHERE id = ?", [.text(migration.id)])
                    guard done.isEmpty else { return }
                    try migration.apply(database)
                    try database.execute("INSERT INTO schema_migrations (id) VALUES (?)", [.text(migration.id)])
                }
            } catch {
                let code = (error as? DatabaseError)?.code ?? -1
                throw DatabaseError(message: "migration \(migration.id) failed: \(error)", code: code)
            }
        }
    }
}
