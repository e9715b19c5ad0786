#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file or folder a run was asked to read and could not, with why.
public struct UnreadPath: Sendable, Hashable {
    /// The file or folder, as found.
    public let path: String
    /// Why it could not be read, e.g. "Permission denied" or "it is UTF-16; save it as UTF-8".
    public let reason: String

    /// "Cannot read PATH: REASON.", with control characters in the path escaped.
    public var message: String { "Cannot read \(Paths.shown(path)): \(reason)." }
}

/// The Swift files one run reads, each read once however many paths reach it, and the files and
/// folders it could not read: a run with any of those must not pass, since their code was not linted.
public struct SourceSet: Sendable {
    /// Each file's path (as given or found) and bytes, in the order they were named.
    public internal(set) var files: [(path: String, bytes: [UInt8])] = []
    /// What could not be read.
    public internal(set) var unread: [UnreadPath] = []
    /// When set, only findings and fixes in these absolute files or folders are reported.
    var reportedPaths: [String]?
    /// Temporary files a killed `--fix` of cpdi-lint 0.5.0 left beside the sources read.
    var leftovers: [String] = []
    /// The folders whose entries file discovery read, each with whether it holds an app project
    /// (``Visibility/packageFolders(_:listed:)`` reads no folder twice).
    var listedFolders: [String: Bool] = [:]

    /// Removes ``leftovers`` that are regular files of this user (never through a link) and returns
    /// how many were removed.
    public func removeLeftovers() -> Int {
        leftovers.filter { path in
            var status = stat()
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_uid == getuid() else { return false }
            return unlink(path) == 0
        }.count
    }

    /// Reads `paths` in order. A file reached twice (named relatively and absolutely, through a link
    /// or a hard link) is read once, under the first name (with `preferringTargets`, unless only a later one
    /// is in a target folder: a file linked into a target is the target's); a folder reached through a link whose name
    /// ends in `.swift` is skipped, since folders are never followed through links (discovery reports
    /// one that holds Swift files as unread).
    init(reading paths: [String], unread: [UnreadPath], preferringTargets: Bool = true) {
        self.unread = unread
        var seen: [FileIdentity: Int] = [:]
        // Read on every core (most of a cached run is these system calls), then taken in order.
        for (path, reading) in zip(paths, Linter.inParallel(paths, Self.read)) {
            switch reading {
            case .file(let identity, let bytes):
                if let position = seen[identity] {
                    // Linked into a target from a folder that is in none, it is the target's, as the compiler builds it.
                    if preferringTargets, Linter.targetFolderName(ofFileAt: files[position].path) == nil, Linter.targetFolderName(ofFileAt: path) != nil { files[position].path = path }
                } else {
                    seen[identity] = files.count
                    files.append((path, bytes))
                }
            case .folder:
                continue
            case .unreadable(let reason):
                self.unread.append(UnreadPath(path: path, reason: reason))
            }
        }
    }

    /// This set, or an error naming what could not be read.
    public func requiringEverythingRead() throws(LintError) -> SourceSet {
        guard unread.isEmpty else {
            throw LintError(unread.map(\.message).joined(separator: "\n"))
        }
        return self
    }

    private struct FileIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    private enum Reading: Sendable {
        case file(FileIdentity, [UInt8])
        case folder
        case unreadable(String)
    }

    private static func read(_ path: String) -> Reading {
        let descriptor: Int32
        do {
            // Non-blocking, so a FIFO named `.swift` cannot stop the run.
            descriptor = try FileDescriptors.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
        } catch {
            var status = stat()
            if error.code == ENOENT, lstat(path, &status) == 0 { return .unreadable("it is a symbolic link to nothing") }
            if error.code == ENOENT, path.unicodeScalars.contains("\u{FFFD}") { return .unreadable("its name is not UTF-8, so it cannot be opened by name; rename it") }
            if error.code == ENOENT { return .unreadable("it was removed while cpdi-lint ran") }
            return .unreadable(error.text)
        }
        defer { close(descriptor) }
        do {
            let status = try FileDescriptors.status(of: descriptor)
            if status.isFolder { return .folder }
            guard status.isRegularFile else { return .unreadable("it is not a regular file") }
            let bytes = try FileDescriptors.contents(of: descriptor)
            if let problem = encodingProblem(bytes) { return .unreadable(problem) }
            return .file(FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino)), bytes)
        } catch {
            return .unreadable(error.text)
        }
    }

    /// Why `bytes` cannot be Swift source, which is UTF-8: a UTF-16 or UTF-32 byte order mark, or
    /// a NUL in the first two bytes, as UTF-16 without a mark has.
    static func encodingProblem(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE, 0, 0]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) {
            return "it is UTF-32; cpdi-lint and the compiler read UTF-8, so save it as UTF-8"
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return "it is UTF-16; cpdi-lint and the compiler read UTF-8, so save it as UTF-8"
        }
        if bytes.prefix(2).contains(0) {
            return "it holds NUL bytes, as UTF-16 does; cpdi-lint and the compiler read UTF-8, so save it as UTF-8"
        }
        if let offset = invalidUTF8Offset(bytes) {
            let line = bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            return "line \(line) is not UTF-8 (the compiler rejects it too: \"invalid UTF-8 found in source file\"); save the file as UTF-8"
        }
        return nil
    }

    /// Where the first byte that is not part of well-formed UTF-8 is; `nil` when all of it is. ASCII,
    /// most source, is checked a byte at a time; the rest by the standard library's UTF-8 parser.
    static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        guard let firstNonASCII = bytes.firstIndex(where: { $0 >= 0x80 }) else { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes[firstNonASCII...].makeIterator()
        var offset = firstNonASCII
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
