import Foundation

/// Appends one line per entry to a log file, creating it (mode 0600) on first write.
public final class FileLogger: Logging {
    private let url: URL
    private let minimumLevel: LogLevel
    private let now: () -> Date
    private var handle: FileHandle?

    /// Logs to `url`, dropping entries below `minimumLevel`.
    public init(url: URL, minimumLevel: LogLevel = .info, now: @escaping () -> Date = Date.init) {
        self.url = url
        self.minimumLevel = minimumLevel
        self.now = now
    }

    deinit {
        try? handle?.close()
    }

    /// Appends `message`; a log that cannot be written is skipped rather than failing the command.
    public func log(_ level: LogLevel, _ message: String) {
        guard level >= minimumLevel, let handle = openHandle() else { return }
        let timestamp = now().formatted(.iso8601)
        let line = "\(timestamp) \(level.rawValue.uppercased()) \(message.replacingOccurrences(of: "\n", with: " "))\n"
        try? handle.write(contentsOf: Data(line.utf8))
    }

    private func openHandle() -> FileHandle? {
        if let handle { return handle }
        let path = url.path
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        handle = try? FileHandle(forWritingTo: url)
        _ = try? handle?.seekToEnd()
        return handle
    }
}
