import Foundation

/// A usage or I/O problem: the command prints the message and exits 2.
public struct LintError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// An error with `description`.
    public init(_ description: String) {
        self.description = description
    }

    /// The error for a baseline that the configuration file `file` names at `path` but that does not exist.
    public static func missingBaseline(_ path: String, namedIn file: String) -> LintError {
        let quoted = "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return LintError("The baseline \(Paths.shown(path)) named in \(Paths.shown(file)) does not exist; record one with --write-baseline \(Paths.shown(quoted)).")
    }
}
