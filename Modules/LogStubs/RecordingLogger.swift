import Log

/// Keeps every entry in memory so tests can read what was logged.
public final class RecordingLogger: Logging {
    /// Every entry logged so far, oldest first.
    public private(set) var entries: [(level: LogLevel, message: String)] = []

    /// Starts with no entries.
    public init() {}

    /// Records the entry.
    public func log(_ level: LogLevel, _ message: String) {
        entries.append((level, message))
    }

    /// All messages joined by newlines, handy for `contains` checks.
    public var text: String {
        entries.map { "\($0.level.rawValue): \($0.message)" }.joined(separator: "\n")
    }
}
