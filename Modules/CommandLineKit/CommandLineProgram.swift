import TextSafety

/// Parses a command line against a tree of ``Command``s and turns errors into messages and exit statuses.
public struct CommandLineProgram: Sendable {
    /// What to do after parsing.
    public enum Parsed: Equatable {
        /// Run the command the invocation names.
        case run(Invocation)
        /// Nothing to run: print `output` to standard output, `errorOutput` to standard error, and exit.
        case exit(ExitStatus, output: String, errorOutput: String)
    }

    /// The top command; its name is the program's name and its options are global.
    public let root: Command
    /// What `--version` prints.
    public let version: String

    /// Describes a program.
    public init(root: Command, version: String) {
        self.root = root
        self.version = version
    }

    /// Parses `arguments` (without the program's own name).
    public func parse(_ arguments: [String]) -> Parsed {
        let formatter = HelpFormatter(root: root)
        do {
            switch try CommandLineParser(root: root).parse(arguments) {
            case .run(let invocation):
                return .run(invocation)
            case .help(let path):
                return .exit(.success, output: formatter.help(for: path), errorOutput: "")
            case .version:
                return .exit(.success, output: version + "\n", errorOutput: "")
            }
        } catch {
            return .exit(.usage, output: "", errorOutput: formatter.usageError(error.message, at: error.commandPath))
        }
    }

    /// Parses `arguments` and runs the invocation with `body`, writing help, the version and every
    /// error message through `output` and `errorOutput`; returns the status to exit with.
    public func run(
        _ arguments: [String],
        output: (String) -> Void,
        errorOutput: (String) -> Void,
        _ body: (Invocation) throws -> Void
    ) -> ExitStatus {
        switch parse(arguments) {
        case .exit(let status, let text, let errorText):
            output(text)
            errorOutput(errorText)
            return status
        case .run(let invocation):
            do {
                try body(invocation)
                return .success
            } catch {
                let (status, message) = report(error, runningCommandAt: invocation.commandPath)
                errorOutput(message)
                return status
            }
        }
    }

    /// Runs `arguments` as one command line; with none, says `banner` and reads command lines until
    /// input ends, so state kept in memory lasts from one command to the next. Dev apps run this way.
    public func runArgumentsOrLines(
        _ arguments: [String],
        banner: String,
        prompt: String,
        readLine: () -> String?,
        output: (String) -> Void,
        errorOutput: (String) -> Void,
        _ body: (Invocation) throws -> Void
    ) -> ExitStatus {
        guard arguments.isEmpty else {
            return run(arguments, output: output, errorOutput: errorOutput, body)
        }
        errorOutput("\(root.name): \(root.abstract) \(banner) Ctrl-D quits.\n")
        runLines(prompt: prompt, readLine: readLine, output: output, errorOutput: errorOutput, body)
        return .success
    }

    /// Reads command lines from `readLine` until it returns `nil` and runs each as ``run(_:output:errorOutput:_:)``
    /// would, so state kept in memory lasts from one command to the next.
    public func runLines(
        prompt: String,
        readLine: () -> String?,
        output: (String) -> Void,
        errorOutput: (String) -> Void,
        _ body: (Invocation) throws -> Void
    ) {
        while true {
            errorOutput(prompt)
            guard let line = readLine() else { break }
            do {
                let words = try CommandLineWords.split(line)
                if !words.isEmpty {
                    _ = run(words, output: output, errorOutput: errorOutput, body)
                }
            } catch {
                errorOutput("Error: \(error.message)\n")
            }
        }
        errorOutput("\n")
    }

    /// The help text of the command at `path`.
    public func help(for path: [String] = []) -> String {
        HelpFormatter(root: root).help(for: path)
    }

    /// The message and exit status for `error`, thrown while running `invocation`.
    public func report(_ error: any Error, runningCommandAt path: [String]) -> (status: ExitStatus, errorOutput: String) {
        switch error {
        // A message is one line: a line break or tab in a path or a value it quotes is shown escaped.
        case let usage as UsageError where usage.showsUsage:
            (.usage, HelpFormatter(root: root).usageError(usage.message.escapingUnsafeCharacters(), at: path))
        case let usage as UsageError:
            (.usage, "Error: \(usage.message.escapingUnsafeCharacters())\n")
        default:
            (.failure, "Error: \(String(describing: error).escapingUnsafeCharacters())\n")
        }
    }
}
