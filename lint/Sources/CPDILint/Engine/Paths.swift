import Foundation

/// Path arithmetic shared by discovery, configuration, baselines and reporters.
enum Paths {
    /// `path` made absolute against the current folder, with `.`, `..` and duplicate slashes resolved.
    static func absolute(_ path: String) -> String {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        return standardized.count > 1 && standardized.hasSuffix("/") ? String(standardized.dropLast()) : standardized
    }

    /// `path` (absolute) relative to `root` (absolute), or `nil` when it is outside `root`.
    static func relative(_ path: String, to root: String) -> String? {
        if path == root { return "" }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// `path` relative to `root` when it is inside it, else absolute.
    static func relativeOrAbsolute(_ path: String, to root: String) -> String {
        let absolute = absolute(path)
        return relative(absolute, to: root) ?? absolute
    }

    /// `./A/B.swift` → `A/B.swift`.
    static func display(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }

    /// Whether `folder` is the top of a git working copy.
    static func isRepositoryRoot(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git"))
    }
}
