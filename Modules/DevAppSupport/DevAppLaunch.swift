#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CommandLineKit
import Terminal

extension CommandLineProgram {
    /// Runs a dev app on `terminal` and exits: the command line's arguments as one command, or with
    /// none, `banner` and then commands read line by line, so in-memory state lasts between them.
    public func launchDevApp(on terminal: any Terminal, banner: String, prompt: String, _ body: (Invocation) throws -> Void) -> Never {
        let status = runArgumentsOrLines(
            Array(CommandLine.arguments.dropFirst()),
            banner: banner,
            prompt: prompt,
            readLine: terminal.readLine,
            output: terminal.write,
            errorOutput: terminal.writeError,
            body
        )
        exit(status.rawValue)
    }
}
