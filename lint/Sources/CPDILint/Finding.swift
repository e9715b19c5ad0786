/// How much a finding matters: errors fail the run, warnings only under `--strict`.
public enum Severity: String, Sendable, Codable, Comparable {
    /// Reported, fails the run only under `--strict`.
    case warning
    /// Fails the run.
    case error

    /// Warnings sort before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// One problem, at one place in one file.
public struct Finding: Sendable, Equatable, Hashable {
    /// The file, as it was given or found.
    public let path: String
    /// 1-based line.
    public let line: Int
    /// 1-based column, in UTF-8 bytes.
    public let column: Int
    /// The rule's severity after configuration.
    public let severity: Severity
    /// The rule's id, e.g. `missing-forwarding`.
    public let ruleID: String
    /// What is wrong and what to write instead.
    public let message: String

    /// Describes a finding.
    public init(path: String, line: Int, column: Int, severity: Severity, ruleID: String, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
    }

    /// Orders by path, line, column, then rule.
    public static func sortedOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.path, lhs.line, lhs.column, lhs.ruleID, lhs.message) < (rhs.path, rhs.line, rhs.column, rhs.ruleID, rhs.message)
    }
}
