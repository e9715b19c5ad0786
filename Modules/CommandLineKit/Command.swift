/// A command's description: its name, help text, arguments and subcommands.
///
/// A description is plain data, for help and the parser; ``RunnableCommand`` declares one together
/// with the code that runs it.
public struct Command: Sendable {
    /// The word that selects this command, e.g. `signup`.
    public let name: String
    /// One line saying what the command does.
    public let abstract: String
    /// Longer help shown by `--help`, if any.
    public let discussion: String?
    /// The flags, options and positional arguments the command accepts.
    public let arguments: [Argument]
    /// Commands nested under this one, e.g. `profile set-location`.
    public let subcommands: [Command]

    /// Describes a command.
    public init(
        _ name: String,
        abstract: String,
        discussion: String? = nil,
        arguments: [Argument] = [],
        subcommands: [Command] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.subcommands = subcommands
    }
}

/// A flag, an option with a value, or a positional argument.
public struct Argument: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case flag
        case option(valueName: String)
        case positional
    }

    let kind: Kind
    /// The name without dashes, used to look the value up in an ``Invocation``.
    public let name: String
    /// One line of help.
    public let help: String
    /// Whether the command cannot run without it.
    public let isRequired: Bool

    /// A `--name` switch that is either present or not.
    public static func flag(_ name: String, help: String) -> Argument {
        Argument(kind: .flag, name: name, help: help, isRequired: false)
    }

    /// A `--name <value>` option; `value` names the value in help text.
    public static func option(_ name: String, value: String, help: String, required: Bool = false) -> Argument {
        Argument(kind: .option(valueName: value), name: name, help: help, isRequired: required)
    }

    /// A positional argument, e.g. the `FILE` of `import FILE`.
    public static func positional(_ name: String, help: String, required: Bool = true) -> Argument {
        Argument(kind: .positional, name: name, help: help, isRequired: required)
    }

    /// How the argument is written in usage lines: `--email <email>`, `--json`, `<file>`.
    var synopsis: String {
        switch kind {
        case .flag: "--\(name)"
        case .option(let valueName): "--\(name) <\(valueName)>"
        case .positional: "<\(name)>"
        }
    }
}

extension Array where Element == Command {
    /// The words that run the command `name` of this list with these options, flags and operands,
    /// spelled as the parser reads them; an option whose value is `nil` is left out.
    ///
    /// Naming a command, option or flag the list does not declare, or more operands than it takes, is
    /// a programming error: a line built here is one the parser accepts.
    public func line(
        _ name: String,
        options: KeyValuePairs<String, String?> = [:],
        flags: [String] = [],
        operands: [String] = []
    ) -> [String] {
        guard let command = first(where: { $0.name == name }) else {
            preconditionFailure("There is no command '\(name)' in this list.")
        }
        func declares(_ argument: String, as kind: (Argument.Kind) -> Bool) -> Bool {
            command.arguments.contains { $0.name == argument && kind($0.kind) }
        }
        var words = [name]
        for (option, value) in options {
            precondition(declares(option) { if case .option = $0 { true } else { false } }, "'\(name)' has no option '--\(option)'.")
            if let value { words += ["--\(option)", value] }
        }
        for flag in flags {
            precondition(declares(flag) { $0 == .flag }, "'\(name)' has no flag '--\(flag)'.")
            words.append("--\(flag)")
        }
        precondition(operands.count <= command.arguments.count { $0.kind == .positional }, "'\(name)' takes fewer operands.")
        // After `--`, an operand that starts with a dash is still an operand.
        return operands.isEmpty ? words : words + ["--"] + operands
    }
}
