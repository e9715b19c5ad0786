/// What `check` found: the database's path, what SQLite's full integrity check finds wrong with it
/// (none when it is sound; `nil` when there is no database yet), and what else a person should know.
public struct DatabaseCheck {
    /// The database's path.
    public let path: String
    /// What the integrity check found wrong: none when sound, `nil` when there is no database yet.
    public let problems: [String]?
    /// What else a person should know (an old schema, a damage mark removed).
    public var notes: [String] = []
    /// A file of no bytes: nothing to check, and any command fills it.
    public var isEmptyFile = false
}

/// Checks the whole database on request, only reading it.
public protocol DatabaseChecking {
    /// What the check found.
    func check() throws -> DatabaseCheck
}

/// Vends the database check.
public protocol DatabaseCheckingDependency {
    /// The check.
    var databaseCheck: any DatabaseChecking { get }
}
