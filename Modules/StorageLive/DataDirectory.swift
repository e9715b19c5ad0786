#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TextSafety

/// The folder that holds the database, the session and the log.
public struct DataDirectory {
    /// The folder.
    public let url: URL

    /// The folder at `url`, not yet created.
    public init(url: URL) {
        self.url = url
    }

    /// `--data-dir`, else `$COFFEESHOPS_DATA_DIR`, else `$XDG_DATA_HOME/coffeeshops`, else
    /// `~/.local/share/coffeeshops`. Empty values count as unset, and so does a relative
    /// `XDG_DATA_HOME`, as the XDG Base Directory specification says.
    public static func resolve(option: String?, environment: [String: String]) throws -> DataDirectory {
        func nonEmpty(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }
        if let path = nonEmpty(option) ?? nonEmpty(environment["COFFEESHOPS_DATA_DIR"]) {
            return DataDirectory(url: URL(fileURLWithPath: path).standardizedFileURL)
        }
        if let xdg = nonEmpty(environment["XDG_DATA_HOME"]), xdg.hasPrefix("/") {
            return DataDirectory(url: URL(fileURLWithPath: xdg).appendingPathComponent("coffeeshops"))
        }
        guard let home = nonEmpty(environment["HOME"]), home.hasPrefix("/") else {
            throw DataDirectoryError("Cannot find your home folder (HOME is unset, empty or relative); pass --data-dir or set COFFEESHOPS_DATA_DIR.")
        }
        return DataDirectory(url: URL(fileURLWithPath: home).appendingPathComponent(".local/share/coffeeshops"))
    }

    /// Creates the folder owner-only (0700) unless it exists, and makes sure it is the app's own: a
    /// folder of the user's, without the sticky bit, holding nothing but the app's files. Only then is
    /// it tightened to 0700, with the app's files (and no other) to 0600. Refuses anything else with one
    /// line that says to pass a folder of its own. Reads at most the folder's entries up to the first
    /// that is not the app's, so it costs the same however many unrelated files a folder holds.
    /// Returns the folder's real path, with the symbolic links of the folders above it (a linked home,
    /// macOS's `/tmp`) resolved, since SQLite refuses a database path that holds any link.
    @discardableResult
    public func create() throws -> URL {
        let path = url.path
        var status = stat()
        if lstat(path, &status) != 0 {
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw DataDirectoryError("Cannot create the data folder \(path); check that its parent exists and is writable by you, or pass --data-dir.")
            }
            guard lstat(path, &status) == 0 else { throw DataDirectoryError("Cannot create the data folder \(path).") }
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw DataDirectoryError("\(path) is not a folder (a symbolic link or a file); pass --data-dir with a real folder.")
        }
        let ownFolder = "pass --data-dir with a folder of its own, such as \(url.appendingPathComponent("coffeeshops").path), and coffeeshops creates it"
        guard status.st_uid == geteuid() else {
            throw DataDirectoryError("The data folder \(path) belongs to another user; \(ownFolder).")
        }
        guard status.st_mode & S_ISVTX == 0 else {
            throw DataDirectoryError("The data folder \(path) is a shared folder (its sticky bit is set, as /tmp's is); \(ownFolder).")
        }
        if let foreign = Self.firstForeignEntry(in: path) {
            throw DataDirectoryError("The data folder \(path) holds '\(foreign)', which is not coffeeshops'; \(ownFolder).")
        }
        try tighten(path, status: status, to: 0o700, what: "data folder")
        for name in Self.fileNames.union([Self.sessionName]).sorted() {
            let file = url.appendingPathComponent(name).path
            guard lstat(file, &status) == 0 else { continue }
            let kind = status.st_mode & S_IFMT
            if Self.fileNames.contains(name), kind != S_IFREG, kind != S_IFLNK {
                throw DataDirectoryError(
                    "\(file) is \(Self.describe(kind)), not a regular file; move it aside (`mv \(file.shellQuoted) \((file + ".moved").shellQuoted)`), and coffeeshops will create the file again."
                )
            }
            guard kind == S_IFREG else { continue }
            try tighten(file, status: status, to: 0o600, what: "file")
        }
        guard let real = realpath(path, nil) else { return url }
        defer { free(real) }
        return URL(fileURLWithPath: String(cString: real))
    }

    /// The files the app keeps here besides the session (whose store refuses what is not a file itself).
    static let fileNames: Set<String> = [
        "coffeeshops.sqlite", "coffeeshops.sqlite-wal", "coffeeshops.sqlite-shm", "coffeeshops.sqlite-journal", "coffeeshops.log",
        "coffeeshops.import-lock", "coffeeshops.damaged",
    ]

    /// The session's file; its store writes it through a temporary `.session.<UUID>` beside it.
    static let sessionName = "session"

    /// The first entry of the folder at `path` that is not the app's, or `nil`; stops there.
    private static func firstForeignEntry(in path: String) -> String? {
        guard let stream = opendir(path) else { return nil }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            // Finder's `.DS_Store` lands in any folder a person opens on a Mac; it is no one's data.
            if name == "." || name == ".." || name == ".DS_Store" || fileNames.contains(name) || name == sessionName || name.hasPrefix(".\(sessionName).") { continue }
            return name
        }
        return nil
    }

    /// A file type in words.
    private static func describe(_ kind: mode_t) -> String {
        switch kind {
        case S_IFIFO: "a FIFO"
        case S_IFDIR: "a folder"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "a special file"
        }
    }

    /// Sets `path`'s mode to `mode` when it lets anyone but its owner in; throws when it cannot.
    private func tighten(_ path: String, status: stat, to mode: mode_t, what: String) throws {
        guard status.st_mode & 0o077 != 0 else { return }
        guard chmod(path, mode) == 0 else {
            throw DataDirectoryError(
                "The \(what) \(path) can be opened by other users and cannot be made yours only (\(String(cString: strerror(errno)))); "
                    + "run `chmod \(String(mode, radix: 8)) \(path.shellQuoted)` as its owner, or pass another --data-dir."
            )
        }
    }
}

public struct DataDirectoryError: Error, CustomStringConvertible {
    /// What is wrong and what to do.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
