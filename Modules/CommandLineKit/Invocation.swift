import TextSafety

/// A parsed command line: which command to run and the values it was given.
public struct Invocation: Sendable, Equatable {
    /// The command names from the root down, e.g. `["profile", "set-location"]`; empty for the root.
    public let commandPath: [String]
    var flags: Set<String>
    var options: [String: String]
    var positionals: [String: String]

    /// Creates an invocation directly, for callers that already know the values.
    public init(
        commandPath: [String],
        flags: Set<String> = [],
        options: [String: String] = [:],
        positionals: [String: String] = [:]
    ) {
        self.commandPath = commandPath
        self.flags = flags
        self.options = options
        self.positionals = positionals
    }

    /// Whether `--name` was given.
    public func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The value of `--name`, or the positional argument `name`, if given.
    public func value(_ name: String) -> String? {
        options[name] ?? positionals[name]
    }

    /// The value of `name` converted by `parse`; a value `parse` rejects is a usage error that
    /// quotes the value and says what was `expected`.
    public func value<Value>(
        _ name: String,
        expected: String,
        _ parse: (String) -> Value?
    ) throws(UsageError) -> Value? {
        guard let raw = value(name) else { return nil }
        guard let parsed = parse(raw) else {
            let label = options[name] != nil ? "--\(name)" : "<\(name)>"
            throw UsageError("The value '\(raw.shortened())' is invalid for '\(label)': expected \(expected).")
        }
        return parsed
    }
}
