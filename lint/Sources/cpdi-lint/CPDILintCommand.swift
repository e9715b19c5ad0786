import ArgumentParser
import CPDILint
import Foundation

/// `cpdi-lint`: the command line, and nothing else; the work is in `CPDILint`.
@main
struct CPDILintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cpdi-lint",
        abstract: "Check the naming and forwarding conventions of protocol-composition dependency injection.",
        version: CPDILintVersion.current,
        subcommands: [Lint.self, Graph.self, Why.self, Reference.self, New.self],
        defaultSubcommand: Lint.self
    )

    /// Runs the command, mapping usage and I/O problems to exit status 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                StandardStreams.out(fullMessage(for: error) + "\n")
                Foundation.exit(0)
            }
            if let exit = error as? ExitCode {
                Foundation.exit(exit.rawValue)
            }
            // A message may quote an argument or a file's text: shown safe for the terminal.
            StandardStreams.error(Paths.shown(fullMessage(for: error), keeping: [0x0A]) + "\n")
            Foundation.exit(2)
        }
    }
}
