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

    @Flag(help: "Fix what can be fixed safely (missing-forwarding, dependencies-first, unused-dependency), then report the rest.")
    var fix = false

    @Flag(help: "With --fix, print the fixes as a unified diff instead of writing them.")
    var dryRun = false

    func validate() throws {
        if dryRun && !fix { throw ValidationError("--dry-run only applies to --fix.") }
        if writeBaseline != nil && dryRun { throw ValidationError("--write-baseline cannot be combined with --dry-run.") }
    }

    func run() throws {
        if listRules {
            for rule in RuleRegistry.descriptions + Linter.engineRuleDescriptions {
                print("\(rule.id.padding(toLength: 22, withPad: " ", startingAt: 0)) \(rule.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.summary)")
            }
            return
        }
        let configurations = try Self.configurations(at: config, for: paths)
        let linter = Linter(configurations: configurations)
        let root = linter.configuration.root
        let previous = try baseline.map(Baseline.load)
        if fix {
            let changes = try linter.fixes(paths: paths)
            if dryRun {
                FileHandle.standardOutput.write(Data(changes.map(Linter.diff).joined().utf8))
                return
            }
            for change in changes { try Linter.write(change) }
            if !changes.isEmpty {
                FileHandle.standardError.write(Data("cpdi-lint: fixed \(changes.count) file\(changes.count == 1 ? "" : "s")\n".utf8))
            }
        }
        var findings = try lint(linter)
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
        let options = ReportOptions(root: root, absolutePaths: absolutePaths)
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

    /// Lints `paths`; when some are files (a pre-commit hook passes the staged ones), reads the whole
    /// project around them too, so cross-file rules still see everything, and reports only on them.
    private func lint(_ linter: Linter) throws -> [Finding] {
        let empty: (String) -> Void = { Self.note("no Swift files in \($0)") }
        let givesFiles = paths.contains { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        guard givesFiles || !context.isEmpty else { return try linter.lint(paths: paths, context: [], emptyPaths: empty) }
        let roots = givesFiles ? Set(try paths.map { try Configuration.discover(for: $0).root }) : []
        return try linter.lint(paths: paths, context: context + roots.sorted(), emptyPaths: empty)
    }

    /// Prints `message` on standard error, prefixed with `cpdi-lint: `.
    static func note(_ message: String) {
        FileHandle.standardError.write(Data("cpdi-lint: \(message)\n".utf8))
    }

    /// The configuration at `config`; else the nearest `.cpdi-lint.json` above each of `paths`, each
    /// governing the files under its folder; else the defaults.
    static func configurations(at config: String?, for paths: [String]) throws -> [Configuration] {
        if let config { return [try Configuration.load(config)] }
        var configurations: [Configuration] = []
        for path in paths where FileManager.default.fileExists(atPath: path) {
            let found = try Configuration.discover(for: path)
            if !configurations.contains(where: { $0.root == found.root && $0.file == found.file }) { configurations.append(found) }
        }
        return configurations.isEmpty ? [Configuration()] : configurations
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
