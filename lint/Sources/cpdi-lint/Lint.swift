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

    @Option(help: ArgumentHelp("Keep the facts of the files read in this folder, so the next run parses only the files that changed (the build-tool plugin keeps them in its work folder).", valueName: "folder"))
    var cache: String?

    @Option(help: .private)
    var buildStamp: String?

    func validate() throws {
        if dryRun && !fix { throw ValidationError("--dry-run only applies to --fix.") }
        if writeBaseline != nil && dryRun { throw ValidationError("--write-baseline cannot be combined with --dry-run.") }
        for path in [writeBaseline, output].compactMap({ $0 }) {
            if let refusal = ReportFile.refusal(for: path) { throw ValidationError(refusal) }
        }
    }

    func run() throws {
        PhaseClock.start()
        if listRules {
            for rule in RuleRegistry.allDescriptions {
                StandardStreams.out("\(rule.id.padding(toLength: 22, withPad: " ", startingAt: 0)) \((rule.isOnByDefault ? rule.severity.rawValue : "off").padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.summary)\n")
            }
            return
        }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw LintError("No such file or folder: \(Paths.shown(path))")
        }
        // Linted in their project's context, each file under the configuration that governs it there.
        let context = try projectContext()
        let configurations = try Self.configurations(at: config, for: context + paths)
        var linter = Linter(configurations: configurations)
        let root = linter.configuration.root
        // `--baseline`, else the configuration's `"baseline"`, which must exist unless this run is
        // `--write-baseline` creating it.
        let configured = writeBaseline == nil ? linter.configuration.baseline : nil
        if baseline == nil, let configured, !FileManager.default.fileExists(atPath: configured) {
            throw LintError.missingBaseline(configured, namedIn: linter.configuration.file ?? Configuration.fileName)
        }
        let previous = try (baseline ?? configured).map(Baseline.load)
        var empty: [String] = []
        // What a killed `--fix` left half written is undone before anything is read, by a run that may
        // write; `--fix --dry-run` writes nothing, and only says so.
        // The repositories of the paths given and of the folder the run starts in: a run from elsewhere
        // (`cpdi-lint --fix ../App`) journals in, and recovers, the repository it writes.
        var repositories: [FixJournal.Repository] = []
        for folder in [FileManager.default.currentDirectoryPath] + paths.map(Self.folder(of:)) {
            if let found = FixJournal.repository(holding: folder), !repositories.contains(where: { $0.gitFolder == found.gitFolder }) { repositories.append(found) }
        }
        for repository in repositories {
            if fix && dryRun {
                let pending = FixJournal.pending(in: repository)
                if !pending.isEmpty { Self.note("an earlier cpdi-lint --fix was stopped while writing; a run without --dry-run puts back what it wrote (\(pending.count) journal\(pending.count == 1 ? "" : "s") in \(Paths.shown(repository.gitFolder)))") }
            } else {
                for note in FixJournal.recover(in: repository) { Self.note(note) }
            }
        }
        PhaseClock.mark("configuration")
        var input = try linter.read(paths: paths, context: context) { path in
            Self.note("no Swift files in \(Paths.shown(path))")
            empty.append(path)
        }
        // A report or baseline never replaces what this run reads, whatever name it is reached by: a hard
        // link to a source or the configuration, or (for a report) the baseline it compares against.
        if writeBaseline != nil || output != nil {
            let read = input.files.map(\.path) + configurations.compactMap(\.file) + (context + paths).map { ($0 as NSString).appendingPathComponent("Package.swift") }
            for (path, reading) in [(writeBaseline, read), (output, read + [baseline ?? configured].compactMap { $0 })] {
                if let path, let refusal = ReportFile.refusal(for: path, among: reading) { throw LintError(refusal + " Nothing was written.") }
            }
        }
        if fix {
            // A fix computed without every file could break the code it did not see.
            guard input.unread.isEmpty else { throw Self.unreadError(input.unread, doing: "Nothing was fixed") }
            // Nor may it change a declaration that excluded code (generated, vendored) calls.
            linter.noteExcludedCalls(under: paths + context)
            // Baselined findings are left as they are, as lint leaves them unreported.
            let changes = linter.fixes(input, leaving: previous.map { baseline in
                { all, lines in
                    let new = Set(baseline.newFindings(all, root: root, lines: lines))
                    return all.filter { !new.contains($0) }
                }
            })
            if dryRun {
                StandardStreams.out(changes.map(Linter.diff).joined())
                // CI can require "nothing left to fix".
                if !changes.isEmpty { throw ExitCode(1) }
                return
            }
            // Journaled in the repository that holds what it writes.
            let repository = changes.first.flatMap { FixJournal.repository(holding: Self.folder(of: $0.path)) }
            // Said as soon as everything is written, before a Ctrl-C that waited for the writes ends the run.
            try FixWriter.write(changes, repository: repository) { journaled in
                if !journaled {
                    Self.note(repository.map { "\($0.gitFolder) could not hold a journal of every file this run wrote, so a run killed while writing would not have been undone" }
                        ?? "the files fixed are in no git repository, so there was no journal to undo a run killed while writing")
                }
                Self.note("fixed \(changes.count) file\(changes.count == 1 ? "" : "s")")
            }
            let removed = input.removeLeftovers()
            if removed > 0 { Self.note("removed \(removed) temporary file\(removed == 1 ? "" : "s") an interrupted cpdi-lint --fix left behind") }
            if !changes.isEmpty { input = try linter.read(paths: paths, context: context) }
        }
        // A baseline reads the lines of the findings afterwards; otherwise the sources can go once parsed.
        let factsCache = cache.map { FactsCache(folder: $0, dependencyProtocols: linter.configuration.dependencyProtocols) }
        PhaseClock.mark("read")
        // The run ends once this lint is reported: what it builds is not torn down (``Linter/keepsWorkUntilExit``).
        linter.keepsWorkUntilExit = true
        var findings = previous == nil && writeBaseline == nil ? linter.lint(emptying: &input, cache: factsCache) : linter.lint(input, cache: factsCache)
        // The cache only saves time: a run that cannot keep it still reports what it found.
        do throws(LintError) { try factsCache?.save() } catch { Self.note(error.description) }
        if !empty.isEmpty, empty.count == paths.count, input.unread.isEmpty, !allowNoFiles {
            Self.note("No Swift files found under \(empty.map { Paths.shown($0) }.joined(separator: ", ")); pass --allow-no-files if that is expected.")
            throw ExitCode(1)
        }
        if let writeBaseline {
            guard input.unread.isEmpty else { throw Self.unreadError(input.unread, doing: "The baseline was not written") }
            let recorded = Baseline(findings: findings, root: root, lines: FindingLines(input))
            try recorded.write(to: writeBaseline)
            Self.note("recorded \(recorded.count) finding\(recorded.count == 1 ? "" : "s") in \(Paths.shown(writeBaseline))")
            return
        }
        if let previous {
            let new = previous.newFindings(findings, root: root, lines: FindingLines(input))
            if new.count < findings.count { Self.note("\(findings.count - new.count) finding\(findings.count - new.count == 1 ? "" : "s") in the baseline not reported") }
            findings = new
        }
        let options = ReportOptions(root: ReportOptions.reportRoot(forConfigurationAt: root), absolutePaths: absolutePaths)
        // Code that was not read was not linted: the run cannot pass, and no report a program reads says
        // it did (a SARIF upload would close the unread files' alerts). People still see what was found.
        guard input.unread.isEmpty else {
            if reporter == .xcode || reporter == .github { StandardStreams.out(reporter.report(findings, options: options)) }
            let withheld = output != nil || reporter == .json || reporter == .sarif
            throw Self.unreadError(input.unread, doing: withheld ? "Their code was not linted, and no report was written" : "Their code was not linted")
        }
        if let output {
            try ReportFile.write(outputReporter.report(findings, options: options), to: output, what: "the report")
        }
        StandardStreams.out(reporter.report(findings, options: options))
        PhaseClock.mark("report")
        let failing = findings.contains { $0.severity == .error || strict }
        if failing { throw ExitCode(1) }
        // The build-tool plugin's output: written only when the target passed, so a failed lint reruns.
        if let buildStamp {
            try ReportFile.write("// cpdi-lint checked this target. Its build-tool plugin declares this file as its output; it compiles to nothing.\n", to: buildStamp, what: "the build stamp")
        }
    }

    /// The folders whose files give the paths their project context: each path's repository root (else
    /// its outermost configuration's folder); none when the paths are those folders. Cross-file rules
    /// see everything there, so a file, its folder and the root report the same findings for it, with
    /// or without a nested configuration.
    private func projectContext() throws -> [String] {
        let roots = Set(try paths.map { try Configuration.projectRoot(for: $0) })
        let wholeProject = paths.allSatisfy { roots.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }
        return wholeProject && context.isEmpty ? [] : context + roots.sorted()
    }

    /// `path` itself when it is a folder, else the folder it is in.
    static func folder(of path: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return path }
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// The error for files and folders that could not be read: one line each, then what that means.
    static func unreadError(_ unread: [UnreadPath], doing consequence: String) -> LintError {
        let lines = unread.map(\.message)
        return LintError((lines + ["\(consequence); exclude a path in .cpdi-lint.json to skip it on purpose."]).joined(separator: "\n"))
    }

    /// Prints `message` on standard error, prefixed with `cpdi-lint: `.
    static func note(_ message: String) {
        StandardStreams.error("cpdi-lint: \(Paths.shown(message, keeping: [0x0A]))\n")
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
        // A folder inside another path given (a target inside its project's context) is not walked again.
        for (position, path) in paths.enumerated() where FileManager.default.fileExists(atPath: path) {
            add(try Configuration.discover(for: path))
            if Paths.isCovered(position, in: paths) { continue }
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
            let name = Paths.lastComponent(entry)
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
        StandardStreams.out(RuleReference.markdown)
    }
}
