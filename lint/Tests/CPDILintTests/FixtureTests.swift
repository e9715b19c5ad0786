import CPDILint
import Foundation
import Testing

/// The fixtures in `Fixtures/`: every rulebook example and many unusual shapes of correct and
/// incorrect code. Each fixture (a file, or a folder of files) is linted together with
/// `Fixtures/Prelude.swift` and must give exactly the findings its `expect: rule-id` comments
/// mark, line by line, and nothing else; and each must type-check, so none can drift into code
/// the compiler would reject.
@Suite struct FixtureTests {
    struct Fixture: CustomTestStringConvertible, Sendable {
        let name: String
        /// Paths relative to the fixture, and contents.
        let files: [(path: String, text: String)]

        var testDescription: String { name }

        /// A fixture of code the compiler rejects as written, whose findings explain why: its opening
        /// comment says "(Not type-checked: …)". What `--fix` makes of it is type-checked all the same.
        var compiles: Bool { !(files.first?.text.contains("(Not type-checked:") ?? false) }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let prelude = (try? String(contentsOf: folder.appendingPathComponent("Prelude.swift"), encoding: .utf8)) ?? ""

    static let fixtures: [Fixture] = {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0 != "Prelude.swift" && !$0.hasPrefix(".") }.sorted()
        return names.map { name in
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                return Fixture(name: name, files: [(name, (try? String(contentsOf: url, encoding: .utf8)) ?? "")])
            }
            let paths = (manager.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            return Fixture(name: name, files: paths.map { ($0, (try? String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)) ?? "") })
        }
    }()

    struct Expected: Hashable, CustomStringConvertible {
        let path: String
        let line: Int
        let rule: String

        var description: String { "\(path):\(line) \(rule)" }
    }

    static func expectations(_ fixture: Fixture) -> [Expected] {
        fixture.files.flatMap { file in
            file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { number, line -> [Expected] in
                guard line.contains("//"), let marker = line.range(of: "expect: ") else { return [] }
                // `expect: rule-a, rule-b`, then anything else the comment says.
                let ids = line[marker.upperBound...].prefix { $0.isLowercase || $0 == "-" || $0 == "," || $0 == " " }
                return ids.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map {
                    Expected(path: file.path, line: number + 1, rule: $0)
                }
            }
        }
    }

    @Test func thereAreFixturesForTheRulebookAndBeyond() {
        #expect(Self.fixtures.filter { $0.name.hasPrefix("R") }.count >= 10)
        #expect(Self.fixtures.count >= 70)
        #expect(!Self.prelude.isEmpty)
    }

    /// Every rule on, the opt-in ones too.
    static let everyRule: Configuration = {
        var configuration = Configuration()
        for rule in RuleRegistry.descriptions where !rule.isOnByDefault {
            configuration.severities[rule.id] = .some(rule.severity)
        }
        return configuration
    }()

    static let optInRules = Set(RuleRegistry.descriptions.filter { !$0.isOnByDefault }.map(\.id))

    @Test(arguments: fixtures)
    func reportsExactlyWhatItsCommentsExpect(_ fixture: Fixture) {
        let sources = [("Prelude.swift", Array(Self.prelude.utf8))] + fixture.files.map { ($0.path, Array($0.text.utf8)) }
        let linter = Linter(configuration: Self.everyRule)
        let findings = linter.lint(sources: sources)
        let found = findings.map { Expected(path: $0.path, line: $0.line, rule: $0.ruleID) }
        let expected = Self.expectations(fixture)
        // Names two modules declare are told apart inside the linter only: a message names them as written.
        #expect(!findings.contains { $0.message.unicodeScalars.contains { $0.properties.generalCategory == .privateUse } }, "\(findings.map(\.message))")
        #expect(found.sorted { $0.description < $1.description } == expected.sorted { $0.description < $1.description },
                "\(linter.lint(sources: sources).map { "\($0.path):\($0.line) \($0.ruleID): \($0.message)" })")
    }

    /// With the default settings the opt-in rules say nothing: a fixture gets its other expected findings only.
    @Test(arguments: fixtures)
    func reportsNoOptInFindingByDefault(_ fixture: Fixture) {
        let sources = [("Prelude.swift", Array(Self.prelude.utf8))] + fixture.files.map { ($0.path, Array($0.text.utf8)) }
        let found = Linter().lint(sources: sources).map { Expected(path: $0.path, line: $0.line, rule: $0.ruleID) }
        let expected = Self.expectations(fixture).filter { !Self.optInRules.contains($0.rule) }
        #expect(found.sorted { $0.description < $1.description } == expected.sorted { $0.description < $1.description })
    }

    /// A run that reads the whole fixture but reports on one file (`--context`, as the build-tool plugin
    /// runs per target) checks only that file, and finds in it exactly what the whole run finds there.
    @Test(arguments: fixtures.filter { $0.files.count > 1 })
    func reportsTheSameOnOneFileInContext(_ fixture: Fixture) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cpdi-lint-context-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in [(path: "Prelude.swift", text: Self.prelude)] + fixture.files {
            let url = directory.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
        let linter = Linter(configuration: Self.everyRule)
        let whole = try linter.lint(paths: [directory.path])
        for file in fixture.files {
            let path = directory.appendingPathComponent(file.path).path
            let alone = try linter.lint(paths: [path], context: [directory.path])
            // dependencies-first says what `--fix` changes, which is only the paths given.
            func place(_ finding: Finding) -> String {
                "\(finding.line):\(finding.column) \(finding.severity) \(finding.ruleID) \(finding.ruleID == "dependencies-first" ? "" : finding.message)"
            }
            #expect(alone.map(place) == whole.filter { $0.path == path }.map(place), "\(file.path)")
            #expect(alone.allSatisfy { $0.path == path })
        }
    }

    @Test(arguments: fixtures)
    func typeChecks(_ fixture: Fixture) throws {
        guard fixture.compiles else { return }
        try Self.typeCheckApps(fixture.files)
    }

    /// `--fix` on every fixture, every rule on: its output type-checks, and a second `--fix` changes
    /// nothing (one pass settles it).
    @Test(arguments: fixtures)
    func fixSettlesInOnePassAndTypeChecks(_ fixture: Fixture) throws {
        let linter = Linter(configuration: Self.everyRule)
        let sources = [("Prelude.swift", Array(Self.prelude.utf8))] + fixture.files.map { ($0.path, Array($0.text.utf8)) }
        let changes = linter.fixes(sources: sources)
        guard !changes.isEmpty else { return }
        #expect(!changes.contains { $0.path == "Prelude.swift" })
        let fixed = fixture.files.map { file in
            (path: file.path, text: changes.first { $0.path == file.path }.map { String(decoding: $0.fixed, as: UTF8.self) } ?? file.text)
        }
        let again = linter.fixes(sources: [("Prelude.swift", Array(Self.prelude.utf8))] + fixed.map { ($0.path, Array($0.text.utf8)) })
        #expect(again.isEmpty, "a second --fix still changes: \(again.map { Linter.diff($0) })")
        try Self.typeCheckApps(fixed)
    }

    /// A fixture of several packages (folders with their own `Package.swift`) type-checks one package at
    /// a time, with the modules of other packages it imports (a local package).
    static func typeCheckApps(_ files: [(path: String, text: String)]) throws {
        let packages = files.map(\.path).filter { $0.hasSuffix("/Package.swift") }.map { String($0.dropLast("Package.swift".count)) }
        guard packages.count > 1 else { return try typeCheck(files) }
        for package in packages {
            let own = files.filter { file in file.path.hasPrefix(package) || !packages.contains { file.path.hasPrefix($0) } }
            let ownModules = Set(own.compactMap { Self.moduleName(of: $0.path) })
            let imported = Self.imports(own).subtracting(ownModules)
            try typeCheck(own + files.filter { file in !own.contains { $0.path == file.path } && Self.moduleName(of: file.path).map(imported.contains) == true })
        }
    }

    /// A fixture of one module type-checks as one; one of several modules (`Modules/<Name>/…`) is
    /// compiled module by module in the order their imports ask, each seeing only what it imports and
    /// the prelude, as the compiler sees a package.
    private static func typeCheck(_ files: [(path: String, text: String)]) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cpdi-lint-fixture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        // A package's manifest is not one of its modules' files.
        let byModule = Dictionary(grouping: files.filter { !$0.path.hasSuffix("Package.swift") }) { Self.moduleName(of: $0.path) }
        guard byModule.count > 1 else {
            return try compile([("Prelude.swift", Self.prelude)] + byModule.values.flatMap { $0 }, in: directory, arguments: ["-typecheck", "-module-name", "Fixture"])
        }
        #expect(byModule[nil] == nil, "a fixture of several modules has every file in a module's folder")
        try compile([("Prelude.swift", Self.prelude)], in: directory, arguments: ["-emit-module", "-module-name", "Prelude", "-o", directory.appendingPathComponent("Prelude.swiftmodule").path])
        var pending = byModule.compactMap { $0.key }.sorted()
        var compiled: Set<String> = []
        while let next = pending.first(where: { name in Self.imports(byModule[name]!).allSatisfy { compiled.contains($0) || byModule[$0] == nil } }) {
            try compile(byModule[next]!, in: directory, arguments: [
                "-emit-module", "-parse-as-library", "-module-name", next, "-o", directory.appendingPathComponent("\(next).swiftmodule").path,
                "-I", directory.path, "-Xfrontend", "-import-module", "-Xfrontend", "Prelude",
            ])
            compiled.insert(next)
            pending.removeAll { $0 == next }
        }
        #expect(pending.isEmpty, "modules that import each other: \(pending)")
    }

    /// The module a fixture file is in: the folder after `Modules`, `Sources` or `Apps`.
    static func moduleName(of path: String) -> String? {
        let folders = path.split(separator: "/").dropLast()
        guard let root = folders.lastIndex(where: { ["Sources", "Modules", "Apps", "Tests"].contains($0) }), root + 1 < folders.endIndex else { return nil }
        return String(folders[root + 1])
    }

    /// The modules `files` import.
    static func imports(_ files: [(path: String, text: String)]) -> Set<String> {
        Set(files.flatMap { file in
            file.text.split(separator: "\n").compactMap { line -> String? in
                let words = line.split(separator: " ")
                guard let keyword = words.firstIndex(of: "import"), keyword + 1 < words.endIndex, words[..<keyword].allSatisfy({ $0.hasPrefix("@") }) else { return nil }
                return String(words[keyword + 1])
            }
        })
    }

    private static func compile(_ files: [(path: String, text: String)], in directory: URL, arguments: [String]) throws {
        var paths: [String] = []
        for (index, file) in files.enumerated() {
            let url = directory.appendingPathComponent("\(UUID().uuidString)-\(index)").appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-swift-version", "6"] + arguments + paths
        // The driver leaves a folder in the temporary directory on every run: this one's, removed after it.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": directory.path]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
    }
}
