import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a report or a baseline to whatever is at a path, replacing nothing: a regular file is
/// truncated and written in place (keeping its mode, owner and links), a device, FIFO or standard
/// stream is written to, a symbolic link is written through to its target, and a new file is created
/// for its owner alone (`0600`), never through a link.
public enum ReportFile {
    /// Writes `text` to `path`; `what` names it in errors ("the report", "the baseline").
    public static func write(_ text: String, to path: String, what: String) throws(LintError) {
        guard !path.isEmpty else { throw LintError("Cannot write \(what): the path is empty.") }
        let bytes = Array(text.utf8)
        // `/dev/stdout`, `/dev/stderr` or a file they already write to: write to that stream, so
        // what it printed before is kept and nothing is written twice at one offset.
        if let stream = standardStream(at: path) {
            stream == STDOUT_FILENO ? StandardStreams.out(text) : StandardStreams.error(text)
            return
        }
        let descriptor: Int32
        do {
            descriptor = try open(path)
        } catch {
            throw LintError("Cannot write \(what) to \(Paths.shown(path)): \(reason(error, path: path))")
        }
        defer { close(descriptor) }
        do {
            if try FileDescriptors.status(of: descriptor).isRegularFile {
                try FileDescriptors.replaceContents(of: descriptor, with: bytes)
            } else {
                try FileDescriptors.write(bytes, to: descriptor)
            }
        } catch {
            throw LintError("Cannot write \(what) to \(Paths.shown(path)): \(error.text)")
        }
    }

    /// Why `path` must not receive a report or a baseline: it is, or links to, a file people write
    /// themselves (a Swift source, the manifest, a configuration); `nil` when it may.
    public static func refusal(for path: String) -> String? {
        var names = [(path as NSString).lastPathComponent]
        if let resolved = realpath(path, nil) {
            names.append((String(cString: resolved) as NSString).lastPathComponent)
            free(resolved)
        }
        guard let position = names.firstIndex(where: { $0.hasSuffix(".swift") || $0 == Configuration.fileName }) else { return nil }
        let name = names[position]
        let what = name == "Package.swift" ? "the package manifest" : name.hasSuffix(".swift") ? "a Swift source" : "cpdi-lint's configuration"
        return "\(Paths.shown(path)) \(position == 0 ? "is" : "links to") \(what), which a report or baseline would overwrite; name a file of its own, such as cpdi-lint.sarif or .cpdi-lint-baseline.json."
    }

    /// A new file, else what is there (through a link to something that exists).
    private static func open(_ path: String) throws(FileDescriptors.Failure) -> Int32 {
        do {
            return try FileDescriptors.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NOCTTY, mode: 0o600)
        } catch where error.code == EEXIST {
            return try FileDescriptors.open(path, O_WRONLY | O_NOCTTY)
        }
    }

    private static func reason(_ error: FileDescriptors.Failure, path: String) -> String {
        var status = stat()
        if error.code == ENOENT, lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK {
            return "it is a symbolic link to nothing, and cpdi-lint does not create files through links."
        }
        return error.text + "."
    }

    /// `STDOUT_FILENO` or `STDERR_FILENO` when `path` is the file that stream writes to.
    private static func standardStream(at path: String) -> Int32? {
        var target = stat()
        guard stat(path, &target) == 0 else { return nil }
        for stream in [STDOUT_FILENO, STDERR_FILENO] {
            var status = stat()
            if fstat(stream, &status) == 0, status.st_dev == target.st_dev, status.st_ino == target.st_ino { return stream }
        }
        return nil
    }
}
