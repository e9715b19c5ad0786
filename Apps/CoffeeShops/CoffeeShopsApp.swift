#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CommandLineKit
import Foundation
import Persistence
import StorageLive
import Terminal

/// The `coffeeshops` executable: parses the command line, composes the app, runs one command or,
/// with no arguments, the interactive session.
@main
enum CoffeeShopsApp {
    static let program = CommandLineProgram(
        root: Command(
            "coffeeshops",
            abstract: "Find, rate and remember coffee shops.",
            discussion: """
                With no command, runs an interactive session. Your accounts, catalog and ratings live in \
                one folder: --data-dir, else $COFFEESHOPS_DATA_DIR, else $XDG_DATA_HOME/coffeeshops, else \
                ~/.local/share/coffeeshops.
                """,
            arguments: [.option("data-dir", value: "path", help: "The folder to keep your data in.")],
            subcommands: AppCommands<AppDependencies>.commands.map(\.command)
        ),
        version: "coffeeshops 0.2.0"
    )

    static func main() {
        umask(0o077) // Everything the app creates is readable by its owner only.
        exit(run(Array(CommandLine.arguments.dropFirst()), terminal: SystemTerminal()).rawValue)
    }

    /// Parses `arguments`, composes the app and runs the command.
    static func run(_ arguments: [String], terminal: any Terminal) -> ExitStatus {
        program.run(arguments, output: terminal.write, errorOutput: terminal.writeError) { invocation in
            if invocation.value("data-dir")?.isEmpty == true {
                // An empty variable in a script must not fall back to the real data folder.
                throw UsageError("--data-dir needs a folder; it was given an empty path.")
            }
            let directory = try DataDirectory.resolve(option: invocation.value("data-dir"), environment: ProcessInfo.processInfo.environment)
            do {
                try AppCommands(dependencies: AppDependencies(dataDirectory: directory, terminal: terminal)).run(invocation)
            } catch let error as DatabaseError where error.isDamage {
                // Every later write is refused until `check` finds the database sound.
                DataStore.markDamaged(directory)
                throw error
            } catch let error as DatabaseError where error.isWriteRefused && DataStore.isMarkedDamaged(directory) {
                throw CommandFailure("An earlier command found the database damaged, so nothing is written to it until `coffeeshops check` finds it sound; run `coffeeshops check`, then move the database aside and restore a backup if it is damaged.")
            }
        }
    }
}
