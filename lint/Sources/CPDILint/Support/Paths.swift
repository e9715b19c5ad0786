import Foundation

/// Path arithmetic shared by discovery, configuration, baselines and reporters, and paths and text
/// shown safe for a terminal.
public enum Paths {
    /// Whether `path`, or a folder on the way to it, is a symbolic link that another user (not the system)
    /// owns: one left in a shared folder could aim a write at any file of ours, so reports and `--fix`
    /// follow only links of our own.
    static func isLinkOfAnotherUser(_ path: String) -> Bool {
        // Step by step as the system follows it: `other/../report.sarif` goes through `other` first.
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var prefix = ""
        for component in full.split(separator: "/") {
            prefix += "/" + component
            if component == "." || component == ".." { continue }
            var link = stat()
            if lstat(prefix, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK, link.st_uid != geteuid(), link.st_uid != 0 { return true }
        }
        return false
    }

    /// Whether `path` names a SwiftPM manifest (`Package.swift`), which marks a package's folder.
    static func isManifest(_ path: String) -> Bool {
        path == "Package.swift" || path.hasSuffix("/Package.swift")
    }

    /// `path` made absolute against the current folder, with `.`, `..` and duplicate slashes resolved.
    public static func absolute(_ path: String) -> String {
        if let plain = plainAbsolute(path) { return plain }
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        return standardized.count > 1 && standardized.hasSuffix("/") ? String(standardized.dropLast()) : standardized
    }

    /// ``absolute(_:)`` without Foundation's URL, for the common paths whose form needs no resolving (a run
    /// with `--context` asks for every file's): an absolute path, or one relative to the current folder
    /// after any `./`, with no `.`, `..` or empty component but a trailing slash's. `nil` for the others.
    private static func plainAbsolute(_ path: String) -> String? {
        var text = Substring(path)
        if text.utf8.first != UInt8(ascii: "/") {
            while text.hasPrefix("./") { text = text.dropFirst(2) }
            let folder = FileManager.default.currentDirectoryPath
            guard !text.isEmpty, text.utf8.first != UInt8(ascii: "/"), folder.utf8.first == UInt8(ascii: "/"),
                  hasPlainComponents(folder.dropFirst()), !folder.hasSuffix("/") || folder == "/" else { return nil }
            text = Substring(folder == "/" ? "/" + text : folder + "/" + text)
        }
        guard hasPlainComponents(text.dropFirst()) else { return nil }
        return String(text.utf8.count > 1 && text.hasSuffix("/") ? text.dropLast() : text)
    }

    /// Whether every `/`-separated component of `text` is a name: not empty (but after a trailing slash),
    /// `.` or `..`.
    private static func hasPlainComponents(_ text: Substring) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var length = 0, onlyDots = true
        for byte in text.utf8 {
            if byte == slash {
                if length == 0 || (onlyDots && length <= 2) { return false }
                length = 0
                onlyDots = true
            } else {
                length += 1
                if byte != dot { onlyDots = false }
            }
        }
        return !(onlyDots && length > 0 && length <= 2)
    }

    /// `path` (absolute) relative to `root` (absolute), or `nil` when it is outside `root`.
    public static func relative(_ path: String, to root: String) -> String? {
        if path == root { return "" }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// Whether the path at `position` of `paths` is inside another of them, or the same as an earlier one:
    /// a walk of the others reaches everything under it (a walk skips hidden folders: one inside them is not).
    public static func isCovered(_ position: Int, in paths: [String]) -> Bool {
        let absolutes = paths.map(absolute)
        return absolutes.indices.contains { other in
            guard other != position, let inside = relative(absolutes[position], to: absolutes[other]) else { return false }
            return inside.isEmpty ? other < position : !inside.split(separator: "/").contains { $0.hasPrefix(".") }
        }
    }

    /// `path` relative to `root` when it is inside it, else absolute.
    static func relativeOrAbsolute(_ path: String, to root: String) -> String {
        let absolute = absolute(path)
        return relative(absolute, to: root) ?? absolute
    }

    /// Whether a terminal would act on the scalar `value` or show it as nothing: a control character, a
    /// line or paragraph separator, a mark that reorders text, or a zero-width character.
    static func isUnsafeOnATerminal(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F || value == 0x061C
            || (0x200B...0x200D).contains(value) || value == 0xFEFF
    }

    /// Text from files or people, made safe for a terminal: control characters (escape sequences,
    /// a bare carriage return), line and paragraph separators and the marks that reorder text
    /// (U+202A–202E, U+2066–2069, U+200E, U+200F, U+061C) and zero-width characters (U+200B–200D, U+FEFF) are
    /// written as `\u{…}`, except those in `keeping`
    /// (a tab, a line break of a multi-line message).
    public static func shown(_ text: String, keeping: Set<UInt32> = []) -> String {
        guard text.unicodeScalars.contains(where: { isUnsafeOnATerminal($0.value) && !keeping.contains($0.value) }) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if !keeping.contains(value), isUnsafeOnATerminal(value) {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// A target's `path:` as a folder of the package: `Sources/Kit` for `./Sources/Kit/`, empty for the package's
    /// top folder (`.`); `nil` for one outside it (absolute, or climbing with `..`).
    /// `.` and `..` are followed: `Sources/.` and `Sources/../Sources` are `Sources`.
    static func targetFolder(_ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var components: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == ".." {
                guard components.popLast() != nil else { return nil }
            } else {
                components.append(component)
            }
        }
        return components.joined(separator: "/")
    }

    /// `./A/B.swift` → `A/B.swift`.
    /// A path's last component (`c.swift` of `A/B/c.swift`); the path itself when it has no slash.
    /// Asked for every entry of every folder walked, so it finds the last slash without splitting.
    public static func lastComponent(_ path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.utf8.index(after: slash)...]
    }

    static func display(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }

    /// The top of the git working copy that holds `folder`, if any.
    static func repositoryRoot(holding folder: String) -> String? {
        var current = absolute(folder)
        while true {
            if isRepositoryRoot(current) { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// Whether `folder` is the top of a git working copy.
    static func isRepositoryRoot(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git"))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fast recursive folder walk with `readdir`, which knows each entry's kind without a `stat` call
/// on most file systems: the file discovery of a 20,000-file repository is dominated by Foundation's
/// per-entry resource lookups otherwise.
public enum FolderWalk {
    /// Calls `visit` with each entry below `folder` (its path, `folder` joined with the entry's relative
    /// path, and whether it is a folder), in no particular order; descends into a folder only when
    /// `visit` returns `true` for it. Symbolic links are visited as files and never followed. A folder
    /// that cannot be opened is passed to `unreadable` with its `errno`; a symbolic link is also passed
    /// to `link`, when given.
    public static func walk(
        _ folder: String,
        unreadable: (_ path: String, _ error: Int32) -> Void = { _, _ in },
        link: (_ path: String) -> Void = { _ in },
        _ visit: (_ path: String, _ isFolder: Bool) -> Bool
    ) {
        var pending = [folder]
        while let current = pending.popLast() {
            guard let stream = opendir(current.isEmpty ? "." : current) else {
                unreadable(current, errno)
                continue
            }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = Self.name(of: entry)
                if name == "." || name == ".." { continue }
                let path = current == "/" ? "/" + name : current + "/" + name
                // A Swift file whose name is not UTF-8 has no name a String can open (its repaired
                // spelling could even name another file): it cannot be read.
                if name.hasSuffix(".swift"), name.unicodeScalars.contains("\u{FFFD}"), !Self.isUTF8(entry) {
                    unreadable(path, EILSEQ)
                    continue
                }
                var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
                var isLink = Int32(entry.pointee.d_type) == Int32(DT_LNK)
                if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                    var status = stat()
                    let known = lstat(path, &status) == 0
                    isFolder = known && (status.st_mode & S_IFMT) == S_IFDIR
                    isLink = known && (status.st_mode & S_IFMT) == S_IFLNK
                }
                if isLink { link(path) }
                if visit(path, isFolder), isFolder { pending.append(path) }
            }
        }
    }

    /// The names of the entries of `folder` (without `.` and `..`); none when it cannot be opened.
    static func names(in folder: String) -> [String] {
        guard let stream = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = name(of: entry)
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Whether the entry's name is valid UTF-8.
    private static func isUTF8(_ entry: UnsafeMutablePointer<dirent>) -> Bool {
        withUnsafePointer(to: entry.pointee.d_name) { pointer in
            pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(validatingCString: $0) != nil }
        }
    }

    private static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafePointer(to: entry.pointee.d_name) { pointer in
            pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
        }
    }
}
