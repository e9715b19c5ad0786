/// Severity of a log entry, from least to most severe.
public enum LogLevel: String, Sendable, Comparable, CaseIterable {
    /// Detail that helps while debugging.
    case debug
    /// Something worth recording that went as expected.
    case info
    /// Something failed.
    case error

    /// Orders levels by severity.
    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Records what the app does, for whoever debugs it later. Never given secrets.
public protocol Logging: AnyObject {
    /// Records `message` at `level`.
    func log(_ level: LogLevel, _ message: String)
}

/// Vends the app's logger.
public protocol LoggingDependency {
    /// The logger to record to.
    var logger: any Logging { get }
}
