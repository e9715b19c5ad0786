import CommandLineKit

/// Arguments a test meant to be valid that the command line rejected: a mistake in the test, never
/// an expected failure, so it is not a `UsageError`.
public struct UnparsedArguments: Error, CustomStringConvertible {
    /// The arguments and what the parser said.
    public let description: String
}

/// The invocation `arguments` make of one of `commands`, parsed exactly as the app parses them.
public func invocation<Runner>(of commands: [RunnableCommand<Runner>], _ arguments: [String]) throws(UnparsedArguments) -> Invocation {
    let program = CommandLineProgram(root: Command("coffeeshops", abstract: "", subcommands: commands.map(\.command)), version: "")
    switch program.parse(arguments) {
    case .run(let invocation):
        return invocation
    case .exit(_, let output, let errorOutput):
        throw UnparsedArguments(description: "\(arguments) did not parse: \(errorOutput)\(output)")
    }
}
