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
