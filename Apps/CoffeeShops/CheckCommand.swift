import CommandLineKit
import StorageLive
import Terminal
import TextSafety

typealias CheckCommandDependencies = DatabaseCheckingDependency & TerminalDependency

/// `coffeeshops check`: SQLite's full integrity check, what it means and what to do. Commands do not
/// run it on every start (it reads the whole file); they refuse a damaged database when SQLite meets
/// the damage, and check before a migration.
struct CheckCommand<Dependencies: CheckCommandDependencies> {
    let dependencies: Dependencies

    /// `check`, with what it does.
    static var commands: [RunnableCommand<Self>] {
        [
            RunnableCommand(
                "check",
                abstract: "Check the database for damage.",
                discussion: """
                    Runs SQLite's full integrity check over every page and index of your data, and says what \
                    to do when it finds damage. It only reads; exits 1 when the database is damaged.
                    """
            ) { check, _ in try check.run() },
        ]
    }

    func run() throws {
        let terminal = dependencies.terminal
        let result = try dependencies.databaseCheck.check()
        let stored = result.path
        let path = stored.escapingUnsafeCharacters()
        guard let problems = result.problems else {
            terminal.print("\(path) does not exist yet: there is nothing to check.")
            return
        }
        if result.isEmptyFile {
            terminal.print("\(path) is empty: any command fills it with the sample catalog.")
            return
        }
        guard !problems.isEmpty else {
            terminal.print("\(path) is sound: SQLite's integrity check found no damage.")
            for note in result.notes { terminal.print(note) }
            return
        }
        terminal.print("\(path) is damaged. SQLite's integrity check found:")
        for problem in problems {
            terminal.print("  \(problem)")
        }
        throw CommandFailure(
            "The database is damaged, so ratings or shops may be missing or wrong. Nothing was written to it. "
                + "Move it aside (`mv \(path.shellQuoted) \((path + ".damaged").shellQuoted)`) and restore a backup, or run any command to start a new one."
        )
    }
}
