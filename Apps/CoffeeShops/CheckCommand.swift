import CommandLineKit
import Terminal
import TextSafety

/// Checks the whole database on request.
protocol DatabaseChecking {
    /// The database's path and what SQLite's full integrity check finds wrong with it (no problems
    /// when it is sound), or `nil` problems when there is no database yet.
    func check() throws -> (path: String, problems: [String]?)
}

/// Vends the database check.
protocol DatabaseCheckingDependency {
    var databaseCheck: any DatabaseChecking { get }
}

typealias CheckCommandDependencies = DatabaseCheckingDependency & TerminalDependency

/// `coffeeshops check`: SQLite's full integrity check, what it means and what to do. Commands do not
/// run it on every start (it reads the whole file); they refuse a damaged database when SQLite meets
/// the damage, and check before a migration.
struct CheckCommand<Dependencies: CheckCommandDependencies> {
    let dependencies: Dependencies

    static var command: Command {
        Command(
            "check",
            abstract: "Check the database for damage.",
            discussion: """
                Runs SQLite's full integrity check over every page and index of your data, and says what \
                to do when it finds damage. It only reads; exits 1 when the database is damaged.
                """
        )
    }

    func run() throws {
        let terminal = dependencies.terminal
        let (stored, problems) = try dependencies.databaseCheck.check()
        let path = stored.escapingUnsafeCharacters()
        guard let problems else {
            terminal.print("\(path) does not exist yet: there is nothing to check.")
            return
        }
        guard !problems.isEmpty else {
            terminal.print("\(path) is sound: SQLite's integrity check found no damage.")
            return
        }
        terminal.print("\(path) is damaged. SQLite's integrity check found:")
        for problem in problems {
            terminal.print("  \(problem)")
        }
        throw CommandFailure(
            "The database is damaged, so ratings or shops may be missing or wrong. Nothing was written to it. "
                + "Move it aside (`mv \(path) \(path).damaged`) and restore a backup, or run any command to start a new one."
        )
    }
}
