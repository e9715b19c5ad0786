import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the Swift files under the given paths, skipping `.build*` folders, hidden folders and the
/// excludes of the configuration that governs each file.
struct FileDiscovery {
    /// The configuration in force for a path.
    let configuration: (String) -> Configuration

    /// Every `.swift` file under `paths`, sorted within each path, in the order the paths were given;
    /// a path that does not exist is an error, and so is
    /// a folder that cannot be read.
    func files(under paths: [String]) throws(LintError) -> [String] {
        var unread: [UnreadPath] = []
        let files = try files(under: paths, emptyPaths: { _ in }, unread: { unread.append($0) })
        if let first = unread.first { throw LintError("Cannot read \(Paths.shown(first.path)): \(first.reason).") }
        return files
    }

    /// Every `.swift` file under `paths` (sorted within each path, in the order the paths were given),
    /// calling `emptyPaths` with each path that has none
    /// and `unread` with each folder that cannot be read.
    func files(
        under paths: [String],
        emptyPaths: (String) -> Void,
        unread: (UnreadPath) -> Void,
        leftover: (String) -> Void = { _ in },
        listed: (_ folder: String, _ holdsProject: Bool) -> Void = { _, _ in }
    ) throws(LintError) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        // A linked folder inside what this run reads anyway is read there.
        let roots = paths.compactMap(Self.resolved)
        for path in paths {
            let before = files.count
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw LintError("No such file or folder: \(Paths.shown(path))")
            }
            // A file or folder the configuration excludes is skipped quietly, even when named: a
            // hook that passes every staged file must pass a commit of excluded files.
            if isExcluded(Paths.display(path)) { continue }
            guard isDirectory.boolValue else {
                if path.hasSuffix(".swift") { files.append(Paths.display(path)) }
                if files.count == before { emptyPaths(path) }
                continue
            }
            let base = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            let shownBase = Paths.display(base)
            listed(shownBase == "." ? "" : shownBase, false)
            FolderWalk.walk(base, unreadable: { folder, error in
                // A file or folder the configuration excludes is skipped, readable or not.
                guard !isExcluded(Paths.display(folder)) else { return }
                unread(UnreadPath(path: Paths.display(folder), reason: error == EILSEQ ? "its name is not UTF-8, so it cannot be opened by name; rename it" : String(cString: strerror(error))))
            }, link: { entry in
                // A link to a folder of Swift files is not followed, and its files are not read: say so.
                let shown = Paths.display(entry)
                let name = Paths.lastComponent(shown)
                // Named `….swift` too: read as a file, it would be a folder, and skipped.
                // One that leads to a folder this run reads anyway (not hidden, which the walk skips) is read there.
                guard !name.hasPrefix("."), !isExcluded(shown), Self.holdsSwiftFiles(entry),
                      !(Self.resolved(entry).map { target in
                          roots.contains { root in Paths.relative(target, to: root).map { !$0.split(separator: "/").contains { $0.hasPrefix(".") } } == true }
                      } ?? false)
                else { return }
                unread(UnreadPath(path: shown, reason: "it is a symbolic link to a folder of Swift files, and cpdi-lint does not follow folder links; lint the folder it points to, or exclude the link"))
            }) { entry, isFolder in
                let shown = Paths.display(entry)
                let name = Paths.lastComponent(shown)
                // What Visibility.packageFolders would list each folder again for.
                if Visibility.isProjectMarker(name) { listed(Visibility.folder(of: shown), true) }
                if isFolder {
                    let descends = !name.hasPrefix(".") && !isExcluded(shown)
                    if descends { listed(shown, false) }
                    return descends
                }
                if name.hasSuffix(".swift"), !isExcluded(shown) { files.append(shown) }
                if name.hasPrefix("."), Self.isLeftover(String(name)) { leftover(shown) }
                return false
            }
            if files.count == before { emptyPaths(path) }
            files[before...].sort()
        }
        // Sorted within each path, in the order the paths were given, each file once.
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }
    }

    /// The `.swift` files under the folders in `paths` that the configuration excludes (generated code, a
    /// vendored copy): never linted or written, but what they call must not be changed under them.
    /// Folders that cannot be read are passed over.
    func excludedFiles(under paths: [String]) -> [String] {
        var files: [String] = []
        var excludedFolders: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let base = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            FolderWalk.walk(base) { entry, isFolder in
                let shown = Paths.display(entry)
                let name = Paths.lastComponent(shown)
                guard !name.hasPrefix(".") else { return false }
                let inExcluded = isExcluded(shown) || excludedFolders.contains { shown.hasPrefix($0 + "/") }
                if isFolder {
                    if inExcluded { excludedFolders.append(shown) }
                    return true
                }
                if name.hasSuffix(".swift"), inExcluded { files.append(shown) }
                return false
            }
        }
        return files
    }

    /// Whether `name` is a temporary file cpdi-lint 0.5.0's `--fix` wrote beside a source and a
    /// killed run left behind: `.Name.swift.cpdi-lint-` and a UUID.
    static func isLeftover(_ name: String) -> Bool {
        guard let marker = name.range(of: ".swift.cpdi-lint-", options: .backwards) else { return false }
        let uuid = name[marker.upperBound...]
        return uuid.count == 36 && UUID(uuidString: String(uuid)) != nil
    }

    /// `path` with every link followed, or `nil` when it leads nowhere.
    static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` leads to a folder with a Swift file somewhere inside (hidden folders aside).
    static func holdsSwiftFiles(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return false }
        var found = false
        FolderWalk.walk(path) { entry, isFolder in
            if found { return false }
            let name = Paths.lastComponent(entry)
            if !isFolder, name.hasSuffix(".swift") { found = true }
            return isFolder && !name.hasPrefix(".")
        }
        return found
    }

    private func isExcluded(_ path: String) -> Bool {
        configuration(path).isExcluded(path)
    }
}
