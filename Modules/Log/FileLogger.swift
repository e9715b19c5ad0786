#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TextSafety

/// Appends one line per entry to a log file, creating it (mode 0600) on first write.
///
/// The file is opened with `O_APPEND` and never through a symbolic link, and each line is one
/// `write(2)`, so lines from processes logging at once never overwrite or tear each other.
public final class FileLogger: Logging {
    private let url: URL
    private let minimumLevel: LogLevel
    private let now: () -> Date
    private var descriptor: Int32 = -1

    /// Logs to `url`, dropping entries below `minimumLevel`.
    public init(url: URL, minimumLevel: LogLevel = .info, now: @escaping () -> Date = Date.init) {
        self.url = url
        self.minimumLevel = minimumLevel
        self.now = now
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Appends `message`; a log that cannot be written is skipped rather than failing the command.
    public func log(_ level: LogLevel, _ message: String) {
        guard level >= minimumLevel, openDescriptor() else { return }
        let timestamp = now().formatted(.iso8601)
        let line = "\(timestamp) \(level.rawValue.uppercased()) \(Self.oneLine(message))\n"
        let bytes = Array(line.utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// `message` with line breaks as spaces and other control characters escaped, so one entry is one line.
    static func oneLine(_ message: String) -> String {
        var result = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\n", "\r": result.append(" ")
            case _ where scalar.isUnsafeInText:
                result.append(scalar.escaped)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Opens the log without blocking (a FIFO in its place would wait for a reader) and keeps it only
    /// when it is a regular file.
    private func openDescriptor() -> Bool {
        if descriptor >= 0 { return true }
        let opened = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard opened >= 0 else { return false }
        var status = stat()
        guard fstat(opened, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(opened)
            return false
        }
        descriptor = opened
        return true
    }
}
