import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a report or a baseline to whatever is at a path, replacing nothing: a regular file is
/// truncated and written in place (keeping its mode, owner and links), a device, FIFO or standard
/// stream is written to, a symbolic link of this user's is written through to its target, a read-only
/// file is left alone, and a new file is created for its owner alone (`0600`), never through a link.
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
        // A link is followed only when it is this user's (or the system's): one another user left in a
        // shared folder could send the report over any file of ours.
        if Paths.isLinkOfAnotherUser(path) {
            throw LintError("Cannot write \(what) to \(Paths.shown(path)): it is, or is in a folder reached through, a symbolic link another user owns, and cpdi-lint follows only links of your own. Nothing was written.")
        }
        // A file its owner made read-only stays so, even for a user (root) the system would let write it.
        var target = stat()
        if stat(path, &target) == 0, (target.st_mode & S_IFMT) == S_IFREG, target.st_mode & 0o222 == 0 {
            throw LintError("Cannot write \(what) to \(Paths.shown(path)): it is read-only; make it writable (chmod u+w) to replace it. Nothing was written.")
        }
        let descriptor: Int32, created: Bool
        do {
            (descriptor, created) = try open(path)
        } catch {
            throw LintError("Cannot write \(what) to \(Paths.shown(path)): \(reason(error, path: path))")
        }
        defer { close(descriptor) }
        // Written whole or not at all: a write cut short (a full disk, a file size limit, a signal) puts
        // the old bytes of a file back.
        let signals = DeferredSignals()
        defer { signals.release() }
        var old: [UInt8]?
        do {
            if try FileDescriptors.status(of: descriptor).isRegularFile {
                // Two runs writing one report take turns: interleaved, a shorter report's truncation
                // could come first and the longer one's bytes after it, padded with zeros. Released on close.
                while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
                // A file this user may write but not read is written without that safety net.
                old = try? FileDescriptors.contents(ofFileAt: path)
                try FileDescriptors.replaceContents(of: descriptor, with: bytes)
            } else {
                try FileDescriptors.write(bytes, to: descriptor)
            }
        } catch {
            // A file this run created goes again; one that was there gets its bytes back.
            if created, unlink(path) == 0 { throw LintError("Cannot write \(what) to \(Paths.shown(path)): \(error.text). Nothing was written.") }
            let restored = old.map { (try? FileDescriptors.replaceContents(of: descriptor, with: $0)) != nil }
            throw LintError("Cannot write \(what) to \(Paths.shown(path)): \(error.text)." + (restored == true ? " It was left as it was." : restored == false ? " It could not be put back as it was." : ""))
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

    /// Why `path` must not receive a report or a baseline because it is one of `read`, the files this run
    /// reads (its sources, configurations, manifests, the baseline in use), under another name or a
    /// hard link; `nil` when it is none of them.
    public static func refusal(for path: String, among read: [String]) -> String? {
        var target = stat()
        guard stat(path, &target) == 0, (target.st_mode & S_IFMT) == S_IFREG else { return nil }
        for file in read {
            var status = stat()
            if stat(file, &status) == 0, status.st_dev == target.st_dev, status.st_ino == target.st_ino {
                let same = Paths.absolute(path) == Paths.absolute(file) ? "is a file" : "is the same file as \(Paths.shown(file)), a file"
                return "\(Paths.shown(path)) \(same) this run reads, which a report or baseline would overwrite; name a file of its own, such as cpdi-lint.sarif or .cpdi-lint-baseline.json."
            }
        }
        return nil
    }

    /// A new file, else what is there (through a link to something that exists); and whether it is new.
    private static func open(_ path: String) throws(FileDescriptors.Failure) -> (Int32, Bool) {
        do {
            return (try FileDescriptors.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NOCTTY, mode: 0o600), true)
        } catch where error.code == EEXIST {
            return (try FileDescriptors.open(path, O_WRONLY | O_NOCTTY), false)
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
