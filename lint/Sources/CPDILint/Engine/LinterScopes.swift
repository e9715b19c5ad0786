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
        guard let reportedPaths else { return true }
        let absolute = Paths.absolute(finding.path)
        return reportedPaths.contains { Paths.relative(absolute, to: $0) != nil }
    }

    /// Lints `paths`, reading every Swift file under `context` too so that cross-file rules see the
    /// whole project, but reports findings only in `paths`. This is what a pre-commit hook that
    /// passes the staged files needs. Each path with no Swift files is passed to `emptyPaths`.
    public func lint(paths: [String], context: [String], emptyPaths: (String) -> Void = { _ in }) throws(LintError) -> [Finding] {
        guard !context.isEmpty else {
            return lint(sources: try read(FileDiscovery(configuration: configuration(for:)).files(under: paths, emptyPaths: emptyPaths)))
        }
        let discovery = FileDiscovery(configuration: configuration(for:))
        let given = try discovery.files(under: paths, emptyPaths: emptyPaths)
        let others = try discovery.files(under: context)
        // One entry per file, named as given where it was given.
        var seen = Set(given.map(Paths.absolute))
        var files = given
        for file in others where seen.insert(Paths.absolute(file)).inserted {
            files.append(file)
        }
        var linter = self
        linter.reportedPaths = (linter.reportedPaths ?? []) + paths.map(Paths.absolute)
        return linter.lint(sources: try read(files))
    }

    /// The contents of `files`.
    private func read(_ files: [String]) throws(LintError) -> [(path: String, bytes: [UInt8])] {
        var sources: [(path: String, bytes: [UInt8])] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { throw LintError("Cannot read \(file)") }
            sources.append((file, [UInt8](data)))
        }
        return sources
    }
}

extension Linter {
    /// The checks the engine runs besides ``RuleRegistry``'s rules: the suppression checks.
    public static var engineRuleDescriptions: [RuleDescription] {
        SuppressionDiagnostics.descriptions
    }

    /// Every rule id a finding, a configuration or a suppression can name.
    static var allRuleIDs: [String] {
        allRuleDescriptions.map(\.id)
    }

    /// The rules' descriptions and the engine's checks'.
    static var allRuleDescriptions: [RuleDescription] {
        RuleRegistry.descriptions + engineRuleDescriptions
    }
}
