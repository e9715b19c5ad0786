/// A usage or I/O problem: the command prints the message and exits 2.
public struct LintError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// An error with `description`.
    public init(_ description: String) {
        self.description = description
    }
}
