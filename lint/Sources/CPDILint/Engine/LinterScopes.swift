import Foundation

/// Configurations per folder, module names from the `modules` map, and linting a subset of files in
/// the context of their whole project.
extension Linter {
    /// A linter where each configuration governs the files under its ``Configuration/root`` (the
    /// deepest root wins); the first also governs files under none of them.
    public init(configurations: [Configuration]) {
        configuration = configurations.first ?? Configuration()
        scopes = configurations.count > 1 ? configurations.sorted { $0.root.count > $1.root.count } : []
    }

    /// The configuration that governs `path`.
    func configuration(for path: String) -> Configuration {
        guard !scopes.isEmpty else { return configuration }
        let absolute = Paths.absolute(path)
        return scopes.first { Paths.relative(absolute, to: $0.root) != nil } ?? configuration
    }

    /// The module `path` belongs to: from the `modules` map of its configuration, else from the
    /// SwiftPM layout (``moduleName(of:)``).
    public func module(of path: String) -> String? {
        configuration(for: path).mappedModule(of: path) ?? Self.moduleName(of: path)
    }

    /// Whether a finding in `path` is reported: always, unless ``reportedPaths`` narrows it.
    func isReported(_ finding: Finding) -> Bool {
        isReported(path: finding.path)
    }

    /// Whether findings and fixes in the file at `path` are reported.
    func isReported(path: String) -> Bool {
        guard let reportedPaths else { return true }
        let absolute = Paths.absolute(path)
        return reportedPaths.contains { Paths.relative(absolute, to: $0) != nil }
    }

    /// Lints `paths`, reading every Swift file under `context` too so that cross-file rules see the
    /// whole project, but reports findings only in `paths`. This is what a pre-commit hook that
    /// passes the staged files needs. Each path with no Swift files is passed to `emptyPaths`; a file
    /// or folder that cannot be read is an error.
    public func lint(paths: [String], context: [String], emptyPaths: (String) -> Void = { _ in }) throws(LintError) -> [Finding] {
        lint(try read(paths: paths, context: context, emptyPaths: emptyPaths).requiringEverythingRead())
    }

    /// Reads the Swift files under `paths` and, when `context` names folders, every Swift file under
    /// them too, each file once; findings and fixes are then reported only in `paths`. Each path with
    /// no Swift files is passed to `emptyPaths`. What cannot be read is in the result's
    /// ``SourceSet/unread``, never skipped.
    public func read(paths: [String], context: [String] = [], emptyPaths: (String) -> Void = { _ in }) throws(LintError) -> SourceSet {
        let discovery = FileDiscovery(configuration: configuration(for:))
        var unread: [UnreadPath] = []
        var leftovers: [String] = []
        var listed: [String: Bool] = [:]
        let list = { (folder: String, holdsProject: Bool) in listed[folder] = listed[folder] == true || holdsProject }
        var files = try discovery.files(under: paths, emptyPaths: emptyPaths, unread: { unread.append($0) }, leftover: { leftovers.append($0) }, listed: list)
        guard !context.isEmpty else {
            var input = SourceSet(reading: files, unread: unread)
            input.leftovers = leftovers
            input.listedFolders = listed
            return input
        }
        // Files under the context that were not given come after the given ones, so a file named
        // both ways is read under the name it was given.
        // A file reached through two context folders (`.` and the project's root, naming it two ways) is read
        // once. Each folder is walked: one inside another may be excluded there and named here.
        var seen = Set(files.map(Paths.absolute))
        files += try discovery.files(under: context, emptyPaths: { _ in }, unread: { unread.append($0) }, leftover: { leftovers.append($0) }, listed: list)
            .filter { seen.insert(Paths.absolute($0)).inserted }
        // A file given keeps the name it was given: findings are reported by it.
        var input = SourceSet(reading: files, unread: Array(Set(unread)).sorted { $0.path < $1.path }, preferringTargets: false)
        input.reportedPaths = (reportedPaths ?? []) + paths.map(Paths.absolute)
        input.leftovers = Array(Set(leftovers)).sorted()
        input.listedFolders = listed
        return input
    }
}
