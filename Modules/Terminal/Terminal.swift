/// The user's terminal: where features write their output and read what the user types.
///
/// Features never print or read directly; they go through this protocol so tests and dev apps can
/// capture output and script input.
public protocol Terminal: AnyObject {
    /// Writes `text` to standard output; a real terminal escapes control characters other than its own styles.
    func write(_ text: String)
    /// Writes `text` to standard error; a real terminal escapes control characters.
    func writeError(_ text: String)
    /// Reads one line of input without its newline; `nil` at end of input.
    func readLine() -> String?
    /// Shows `prompt` on standard error and reads one line without echoing it; `nil` at end of input.
    func readSecret(prompt: String) -> String?
    /// Whether standard input is a terminal a person types into.
    var isInteractive: Bool { get }
    /// Whether output may carry color and emphasis.
    var usesColor: Bool { get }
    /// The number of columns output should fit in.
    var width: Int { get }
    /// The number of lines that fit on one screen.
    var height: Int { get }
}

/// Vends the app's terminal.
public protocol TerminalDependency {
    /// The terminal to talk to the user through.
    var terminal: any Terminal { get }
}

extension Terminal {
    /// Writes `line` and a newline to standard output.
    public func print(_ line: String = "") {
        write(line + "\n")
    }

    /// Writes `line` and a newline to standard error.
    public func printError(_ line: String) {
        writeError(line + "\n")
    }

    /// Shows `prompt` on standard error and reads the answer; `nil` at end of input.
    public func ask(_ prompt: String) -> String? {
        writeError(prompt)
        return readLine()
    }

    /// `text` wrapped in the escape codes of `styles`, or unchanged when color is off.
    public func styled(_ text: String, _ styles: TextStyle...) -> String {
        guard usesColor, !styles.isEmpty else { return text }
        return styles.map(\.escapeCode).joined() + text + TextStyle.resetCode
    }
}
