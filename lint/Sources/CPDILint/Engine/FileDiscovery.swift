import Foundation

/// Finds the Swift files under the given paths, skipping `.build*` folders, hidden folders and the
/// excludes of the configuration that governs each file.
struct FileDiscovery {
    /// The configuration in force for a path.
    let configuration: (String) -> Configuration

    /// Every `.swift` file under `paths`, sorted; a path that does not exist is an error.
    func files(under paths: [String]) throws(LintError) -> [String] {
        try files(under: paths, emptyPaths: { _ in })
    }

    /// Every `.swift` file under `paths`, sorted, calling `emptyPaths` with each path that has none.
    func files(under paths: [String], emptyPaths: (String) -> Void) throws(LintError) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            let before = files.count
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw LintError("No such file or folder: \(path)")
            }
            guard isDirectory.boolValue else {
                if path.hasSuffix(".swift"), !isExcluded(Paths.display(path)) { files.append(Paths.display(path)) }
                if files.count == before { emptyPaths(path) }
                continue
            }
            guard manager.isReadableFile(atPath: path) else { throw LintError("Cannot read the folder \(path)") }
            let base = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            FolderWalk.walk(base) { entry, isFolder in
                let shown = Paths.display(entry)
                let name = shown.split(separator: "/").last.map(String.init) ?? shown
                if isFolder { return !name.hasPrefix(".") && !isExcluded(shown) }
                if name.hasSuffix(".swift"), !isExcluded(shown) { files.append(shown) }
                return false
            }
            if files.count == before { emptyPaths(path) }
        }
        return Array(Set(files)).sorted()
    }

    private func isExcluded(_ path: String) -> Bool {
        configuration(path).isExcluded(path)
    }
}

/// A shell-style pattern: `*` matches within a folder name, `**` across folders, `?` one character.
/// A pattern also matches everything under a folder it matches.
struct Glob: Sendable {
    private let regex: NSRegularExpression?

    init(_ pattern: String) {
        var expression = "^"
        var characters = Array(Paths.display(pattern))
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
