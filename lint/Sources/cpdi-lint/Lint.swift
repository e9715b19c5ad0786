import ArgumentParser
import CPDILint
import Foundation

/// `cpdi-lint [PATH ...]`: lint files and folders.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint Swift files and folders (the default command).",
        discussion: "Exits 0 when nothing at error severity is found (and no warning under --strict), 1 when something is, 2 for a usage or I/O problem."
    )

    @Argument(help: "Files and folders to lint; folders are searched recursively, skipping .build* and hidden folders.")
    var paths: [String] = ["."]

    @Option(help: "Output format: xcode, json, sarif or github.")
    var reporter: Reporter = .xcode

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(help: "A configuration file (default: the nearest .cpdi-lint.json above each path, up to the repository root).")
    var config: String?

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record every finding in this baseline file (dropping entries that no longer match), then exit 0.", valueName: "file"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("Also write a report to this file, e.g. SARIF while xcode or github lines print.", valueName: "file"))
    var output: String?

    @Option(help: "The format of --output: xcode, json, sarif or github.")
    var outputReporter: Reporter = .sarif

    @Option(help: ArgumentHelp("Also read the Swift files under this folder for cross-file facts, reporting only on the given paths.", valueName: "folder"))
    var context: [String] = []

    @Flag(help: "Print absolute paths in the xcode format, as an Xcode build phase needs.")
    var absolutePaths = false

    @Flag(help: "List the rules and exit.")
    var listRules = false

    @Flag(help: "Fix what can be fixed safely (missing-forwarding, dependencies-first, unused-dependency, a splice's missing-requirements), then report the rest.")
    var fix = false

    @Flag(help: "With --fix, print the fixes as a unified diff instead of writing them; exit 1 when there is any.")
    var dryRun = false

    @Flag(help: "Exit 0 when the paths hold no Swift files (by default that exits 1, so a mistyped CI path fails).")
    var allowNoFiles = false

    func validate() throws {
        if dryRun && !fix { throw ValidationError("--dry-run only applies to --fix.") }
        if writeBaseline != nil && dryRun { throw ValidationError("--write-baseline cannot be combined with --dry-run.") }
    }

    func run() throws {
        if listRules {
            for rule in RuleRegistry.descriptions + Linter.engineRuleDescriptions {
                print("\(rule.id.padding(toLength: 22, withPad: " ", startingAt: 0)) \((rule.isOnByDefault ? rule.severity.rawValue : "off").padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.summary)")
            }
            return
        }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw LintError("No such file or folder: \(path)")
        }
        let configurations = try Self.configurations(at: config, for: paths)
        let linter = Linter(configurations: configurations)
        let root = linter.configuration.root
        // `--baseline`, else the configuration's `"baseline"`; a configured one that does not exist yet
        // is what `--write-baseline` will create.
        let configured = linter.configuration.baseline.flatMap { writeBaseline == nil && FileManager.default.fileExists(atPath: $0) ? $0 : nil }
        let previous = try (baseline ?? configured).map(Baseline.load)
        if fix {
            let changes = try linter.fixes(paths: paths)
            if dryRun {
                FileHandle.standardOutput.write(Data(changes.map(Linter.diff).joined().utf8))
                // CI can require "nothing left to fix".
                if !changes.isEmpty { throw ExitCode(1) }
                return
            }
            for change in changes { try Linter.write(change) }
            if !changes.isEmpty {
                FileHandle.standardError.write(Data("cpdi-lint: fixed \(changes.count) file\(changes.count == 1 ? "" : "s")\n".utf8))
            }
        }
        var empty: [String] = []
        var findings = try lint(linter) { path in
            Self.note("no Swift files in \(path)")
            empty.append(path)
        }
        if !empty.isEmpty, empty.count == paths.count, !allowNoFiles {
            Self.note("No Swift files found under \(empty.joined(separator: ", ")); pass --allow-no-files if that is expected.")
            throw ExitCode(1)
        }
        if let writeBaseline {
            let recorded = Baseline(findings: findings, root: root)
            try recorded.write(to: writeBaseline)
            Self.note("recorded \(recorded.count) finding\(recorded.count == 1 ? "" : "s") in \(writeBaseline)")
            return
        }
        if let previous {
            let new = previous.newFindings(findings, root: root)
            if new.count < findings.count { Self.note("\(findings.count - new.count) finding\(findings.count - new.count == 1 ? "" : "s") in the baseline not reported") }
            findings = new
        }
        let options = ReportOptions(root: ReportOptions.reportRoot(forConfigurationAt: root), absolutePaths: absolutePaths)
        if let output {
            do {
                try Data(outputReporter.report(findings, options: options).utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw LintError("Cannot write \(output): \(error.localizedDescription)")
            }
        }
        FileHandle.standardOutput.write(Data(reporter.report(findings, options: options).utf8))
        let failing = findings.contains { $0.severity == .error || strict }
        if failing { throw ExitCode(1) }
    }

    /// Lints `paths` in the context of their whole project: the folder of the nearest configuration
    /// above each, else its repository root. Cross-file rules see everything there, so a file, its
    /// folder and the root report the same findings for it; only findings in `paths` are reported.
    /// Each path with no Swift files is passed to `emptyPath`.
    private func lint(_ linter: Linter, emptyPath: @escaping (String) -> Void) throws -> [Finding] {
        let roots = Set(try paths.map { try Configuration.discover(for: $0).root })
        let wholeProject = paths.allSatisfy { roots.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }
        guard !wholeProject || !context.isEmpty else { return try linter.lint(paths: paths, context: [], emptyPaths: emptyPath) }
        return try linter.lint(paths: paths, context: context + roots.sorted(), emptyPaths: emptyPath)
    }

    /// Prints `message` on standard error, prefixed with `cpdi-lint: `.
    static func note(_ message: String) {
        FileHandle.standardError.write(Data("cpdi-lint: \(message)\n".utf8))
    }

    /// The configuration at `config`; else the nearest `.cpdi-lint.json` above each of `paths` and
    /// every one in the folders below them, each governing the files under its folder and building on
    /// the one above it; else the defaults.
    static func configurations(at config: String?, for paths: [String]) throws -> [Configuration] {
        if let config { return [try Configuration.load(config)] }
        var configurations: [Configuration] = []
        func add(_ found: Configuration) {
            if !configurations.contains(where: { $0.root == found.root && $0.file == found.file }) { configurations.append(found) }
        }
        for path in paths where FileManager.default.fileExists(atPath: path) {
            add(try Configuration.discover(for: path))
            for nested in nestedConfigurationFolders(under: path) { add(try Configuration.discover(for: nested)) }
        }
        return configurations.isEmpty ? [Configuration()] : configurations
    }

    /// The folders below `path` (not `path` itself) that hold a `.cpdi-lint.json`, skipping hidden and
    /// `.build*` folders as file discovery does.
    static func nestedConfigurationFolders(under path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [] }
        var folders: [String] = []
        FolderWalk.walk(path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path) { entry, isFolder in
            let name = entry.split(separator: "/").last.map(String.init) ?? entry
            if !isFolder, name == Configuration.fileName {
                folders.append(String(entry.dropLast(name.count + 1)))
            }
            return isFolder && !name.hasPrefix(".")
        }
        return folders.sorted()
    }
}

extension Reporter: ExpressibleByArgument {}

/// `cpdi-lint reference`: print the rule reference as Markdown.
struct Reference: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the rule reference (lint/RULES.md) as Markdown.")

    func run() {
        print(RuleReference.markdown, terminator: "")
    }
}
