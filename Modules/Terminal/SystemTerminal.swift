#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The process's real standard input, output and error.
///
/// Output that cannot be written (a closed descriptor, a full device) ends the process with exit
/// status 74 (`EX_IOERR`) and, when standard error still works, one line saying why: never a signal or
/// a crash. A reader that stopped reading (`| head`) ends it quietly with status 141, as `cat` ends
/// there. What the command saved before it printed stays saved.
public final class SystemTerminal: Terminal {
    private let environment: [String: String]
    /// The standard descriptors that were closed when the process started, now held by `/dev/null`.
    private let closedAtStart: Set<Int32>

    /// Reads `NO_COLOR`, `TERM`, `COLUMNS` and `LINES` from `environment`. Create it before the
    /// process opens any file: it ignores `SIGPIPE` (a closed pipe becomes an `EPIPE` error) and puts
    /// `/dev/null` on a closed standard input, output or error, so no file the app opens later (its
    /// database, its log) takes descriptor 1 or 2 and receives what is printed.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
        signal(SIGPIPE, SIG_IGN)
        var closed: Set<Int32> = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            closed.insert(descriptor)
        }
        closedAtStart = closed
    }

    /// Writes to standard output, with control characters escaped (but the app's own styles when
    /// color is on).
    public func write(_ text: String) {
        send(text.escapingControlCharacters(keepingStyles: usesColor), to: STDOUT_FILENO, named: "standard output")
    }

    /// Writes to standard error, with every control character escaped.
    public func writeError(_ text: String) {
        send(text.escapingControlCharacters(), to: STDERR_FILENO, named: "standard error")
    }

    /// Writes all of `text` to `descriptor`, or ends the process when it cannot.
    private func send(_ text: String, to descriptor: Int32, named name: String) {
        guard !text.isEmpty else { return }
        guard !closedAtStart.contains(descriptor) else { fail(name, EBADF) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { writeBytes($0, to: descriptor) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                fail(name, errno)
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Says on standard error (unless that is what failed) that `name` could not be written, and exits 74;
    /// a closed pipe on standard output is no error: it exits 141 and says nothing.
    private func fail(_ name: String, _ number: Int32) -> Never {
        if number == EPIPE, name == "standard output" { exit(141) }
        if name != "standard error", !closedAtStart.contains(STDERR_FILENO) {
            let reason = number == EPIPE ? "it was closed (\(String(cString: strerror(number))))" : String(cString: strerror(number))
            let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "coffeeshops"
            let line = Array("\(program): cannot write to \(name): \(reason); anything the command saved is kept.\n".utf8)
            _ = line.withUnsafeBytes { writeBytes($0, to: STDERR_FILENO) }
        }
        exit(74)
    }

    /// The longest line read; the rest of a longer line is skipped, so memory stays bounded whatever
    /// is piped in (a password or a menu choice is far shorter).
    static let maximumLineBytes = 1 << 20

    /// Reads one line from standard input, as typed (validation rejects control characters where they
    /// matter), at most ``maximumLineBytes`` of it.
    public func readLine() -> String? {
        var bytes: [UInt8] = []
        var readAny = false
        while true {
            let character = getchar()
            if character == EOF { break }
            readAny = true
            if character == 0x0A { break }
            if bytes.count < Self.maximumLineBytes { bytes.append(UInt8(truncatingIfNeeded: character)) }
        }
        guard readAny else { return nil }
        if bytes.last == 0x0D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
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

/// `write(2)` of all of `bytes` at most, returning what it returns.
private func writeBytes(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int {
    write(descriptor, bytes.baseAddress, bytes.count)
}

/// Ends the prompt's line on standard error, with a call that is safe inside a signal handler.
private func endPromptLine() {
    _ = write(STDERR_FILENO, "\n", 1)
}
