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
        let found = linter.lint(sources: sources).map { Expected(path: $0.path, line: $0.line, rule: $0.ruleID) }
        let expected = Self.expectations(fixture)
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

    @Test(arguments: fixtures)
    func typeChecks(_ fixture: Fixture) throws {
        guard fixture.compiles else { return }
        try typeCheckApps(fixture.files)
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
        try typeCheckApps(fixed)
    }

    /// A fixture of several apps (folders with their own `Package.swift`) type-checks one app at a time.
    private func typeCheckApps(_ files: [(path: String, text: String)]) throws {
        let apps = files.map(\.path).filter { $0.hasSuffix("/Package.swift") }.map { String($0.dropLast("Package.swift".count)) }
        guard apps.count > 1 else { return try typeCheck(files) }
        for app in apps {
            try typeCheck(files.filter { file in file.path.hasPrefix(app) || !apps.contains { file.path.hasPrefix($0) } })
        }
    }

    private func typeCheck(_ files: [(path: String, text: String)]) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cpdi-lint-fixture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (index, file) in ([("Prelude.swift", Self.prelude)] + files).enumerated() {
            let url = directory.appendingPathComponent("\(index)").appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "Fixture"] + paths
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
    }
}
