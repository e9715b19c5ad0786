#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CommandLineKit
import Foundation
import Terminal

/// The `coffeeshops` executable: parses the command line, composes the app, runs one command.
@main
enum CoffeeShopsApp {
    static let program = CommandLineProgram(
        root: Command(
            "coffeeshops",
            abstract: "Find, rate and remember coffee shops.",
            discussion: """
                Your accounts, catalog and ratings live in one folder: --data-dir, else $COFFEESHOPS_DATA_DIR, \
                else $XDG_DATA_HOME/coffeeshops, else ~/.local/share/coffeeshops.
                """,
            arguments: [.option("data-dir", value: "path", help: "The folder to keep your data in.")],
            subcommands: CommandRouter<AppDependencies>.commands
        ),
        version: "coffeeshops 0.1.0"
    )

    static func main() {
        umask(0o077) // Everything the app creates is readable by its owner only.
        exit(run(Array(CommandLine.arguments.dropFirst()), terminal: SystemTerminal()).rawValue)
    }

    static func run(_ arguments: [String], terminal: any Terminal) -> ExitStatus {
        let invocation: Invocation
        switch program.parse(arguments) {
        case .exit(let status, let output, let errorOutput):
            terminal.write(output)
            terminal.writeError(errorOutput)
            return status
        case .run(let parsed):
            invocation = parsed
        }
        guard !invocation.commandPath.isEmpty else {
            terminal.write(program.help())
            return .success
        }
        do {
            let directory = try DataDirectory.resolve(
                option: invocation.value("data-dir"),
                environment: ProcessInfo.processInfo.environment
            )
            let dependencies = try AppDependencies(dataDirectory: directory, terminal: terminal)
            try CommandRouter(dependencies: dependencies).run(invocation)
            return .success
        } catch {
            let (status, message) = program.report(error, runningCommandAt: invocation.commandPath)
            terminal.writeError(message)
            return status
        }
    }
}
