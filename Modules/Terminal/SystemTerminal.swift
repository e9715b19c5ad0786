#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The process's real standard input, output and error.
public final class SystemTerminal: Terminal {
    private let environment: [String: String]

    /// Reads `NO_COLOR`, `TERM`, `COLUMNS` and `LINES` from `environment`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// Writes to standard output, with control characters escaped (but the app's own styles when
    /// color is on).
    public func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.escapingControlCharacters(keepingStyles: usesColor).utf8))
    }

    /// Writes to standard error, with every control character escaped.
    public func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.escapingControlCharacters().utf8))
    }

    /// Reads one line from standard input, as typed (validation rejects control characters where they matter).
    public func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }

    /// Turns echo off while the line is typed when standard input is a terminal.
    public func readSecret(prompt: String) -> String? {
        writeError(prompt)
        guard isatty(STDIN_FILENO) == 1 else { return readLine() }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return readLine() }
        var silent = saved
        silent.c_lflag &= ~tcflag_t(ECHO)
        // Ctrl-C while the password is typed must not leave the terminal without echo.
        echoingSettings = saved
        let previous = signal(SIGINT) { _ in
            if var settings = echoingSettings { tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) }
            endPromptLine()
            _exit(130)
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
            signal(SIGINT, previous)
            echoingSettings = nil
            writeError("\n")
        }
        return readLine()
    }

    /// Whether standard input is a terminal.
    public var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1
    }

    /// Color only on a terminal, when `NO_COLOR` is unset and `TERM` is not `dumb`.
    public var usesColor: Bool {
        isatty(STDOUT_FILENO) == 1
            && (environment["NO_COLOR"] ?? "").isEmpty
            && environment["TERM"] != "dumb"
    }

    /// The terminal's width, else `COLUMNS` (1 to 10,000), else 80.
    public var width: Int {
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return environment["COLUMNS"].flatMap(Int.init).flatMap { (1...10_000).contains($0) ? $0 : nil } ?? 80
    }

    /// The terminal's height, else `LINES` (1 to 10,000), else 24.
    public var height: Int {
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
            return Int(size.ws_row)
        }
        return environment["LINES"].flatMap(Int.init).flatMap { (1...10_000).contains($0) ? $0 : nil } ?? 24
    }
}

/// The terminal settings to restore if the process is interrupted while echo is off. Written only
/// around a password prompt, read only by the SIGINT handler that a C function pointer cannot capture.
nonisolated(unsafe) private var echoingSettings: termios?

/// Ends the prompt's line on standard error, with a call that is safe inside a signal handler.
private func endPromptLine() {
    _ = write(STDERR_FILENO, "\n", 1)
}
