/// The command line was wrong: the program prints the message and the usage, and exits 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, as one sentence.
    public let message: String
    /// Whether to print the command's usage after the message.
    public let showsUsage: Bool

    /// A usage error with `message`.
    public init(_ message: String, showsUsage: Bool = true) {
        self.message = message
        self.showsUsage = showsUsage
    }

    /// The message.
    public var description: String { message }
}

/// The command could not do its work: the program prints the message and exits 1.
public struct CommandFailure: Error, Equatable, CustomStringConvertible {
    /// What went wrong and, where possible, what to do about it.
    public let message: String

    /// A failure with `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// The exit statuses the program uses, following `sysexits.h` for usage errors.
public enum ExitStatus: Int32, Sendable {
    /// The command did what was asked.
    case success = 0
    /// The command failed at run time.
    case failure = 1
    /// The command line was wrong.
    case usage = 64
}
