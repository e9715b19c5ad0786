import Foundation

/// Finds the Swift files under the given paths, skipping `.build*` folders, hidden folders and
/// configured excludes.
struct FileDiscovery {
    let excludes: [Glob]

    init(excludes: [String]) {
        self.excludes = excludes.map(Glob.init)
    }

    /// Every `.swift` file under `paths`, sorted; a path that does not exist is an error.
    func files(under paths: [String]) throws(LintError) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw LintError("No such file or folder: \(path)")
            }
            guard isDirectory.boolValue else {
                if !isExcluded(Self.display(path)) { files.append(Self.display(path)) }
                continue
            }
            guard let enumerator = manager.enumerator(at: URL(fileURLWithPath: path), includingPropertiesForKeys: [.isDirectoryKey]) else {
                throw LintError("Cannot read the folder \(path)")
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let baseURL = URL(fileURLWithPath: path).standardizedFileURL.path
            while let url = enumerator.nextObject() as? URL {
                let name = url.lastPathComponent
                let relative = String(url.standardizedFileURL.path.dropFirst(baseURL.count).drop(while: { $0 == "/" }))
                let shown = Self.display(base == "." ? relative : "\(base)/\(relative)")
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    if name.hasPrefix(".") || isExcluded(shown) { enumerator.skipDescendants() }
                    continue
                }
                if name.hasSuffix(".swift"), !isExcluded(shown) { files.append(shown) }
            }
        }
        return Array(Set(files)).sorted()
    }

    private func isExcluded(_ path: String) -> Bool {
        excludes.contains { $0.matches(path) }
    }

    /// `./A/B.swift` → `A/B.swift`.
    static func display(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}

/// A shell-style pattern: `*` matches within a folder name, `**` across folders, `?` one character.
/// A pattern also matches everything under a folder it matches.
struct Glob {
    private let regex: NSRegularExpression?

    init(_ pattern: String) {
        var expression = "^"
        var characters = Array(FileDiscovery.display(pattern))
        if characters.last == "/" { characters.removeLast() }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "*", index + 1 < characters.count, characters[index + 1] == "*" {
                expression += ".*"
                index += 1
                if index + 1 < characters.count, characters[index + 1] == "/" { index += 1; expression += "(?:/)?" }
            } else if character == "*" {
                expression += "[^/]*"
            } else if character == "?" {
                expression += "[^/]"
            } else {
                expression += NSRegularExpression.escapedPattern(for: String(character))
            }
            index += 1
        }
        expression += "(?:/.*)?$"
        regex = try? NSRegularExpression(pattern: expression)
    }

    func matches(_ path: String) -> Bool {
        guard let regex else { return false }
        return regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }
}
