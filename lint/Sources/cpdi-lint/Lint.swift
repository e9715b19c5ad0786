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

    @Option(help: "A configuration file (default: .cpdi-lint.json in the current folder, if present).")
    var config: String?

    @Flag(help: "List the rules and exit.")
    var listRules = false

    @Flag(help: "Fix what can be fixed safely (missing-forwarding, dependencies-first, unused-dependency), then report the rest.")
    var fix = false

    @Flag(help: "With --fix, print the fixes as a unified diff instead of writing them.")
    var dryRun = false

    func validate() throws {
        if dryRun && !fix { throw ValidationError("--dry-run only applies to --fix.") }
    }

    func run() throws {
        if listRules {
            for rule in RuleRegistry.descriptions {
                print("\(rule.id.padding(toLength: 22, withPad: " ", startingAt: 0)) \(rule.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.summary)")
            }
            return
        }
        let linter = Linter(configuration: try loadConfiguration())
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
        let findings = try linter.lint(paths: paths)
        FileHandle.standardOutput.write(Data(reporter.report(findings).utf8))
        let failing = findings.contains { $0.severity == .error || strict }
        if failing { throw ExitCode(1) }
    }

    private func loadConfiguration() throws -> Configuration {
        try Self.configuration(at: config)
    }

    /// The configuration at `path`, else `.cpdi-lint.json` if present, else the defaults.
    static func configuration(at config: String?) throws -> Configuration {
        let path = config ?? ".cpdi-lint.json"
        guard FileManager.default.fileExists(atPath: path) else {
            if config != nil { throw LintError("No such configuration file: \(path)") }
            return Configuration()
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw LintError("Cannot read \(path)") }
        return try Configuration(json: data, from: path)
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
