import CPDILint
import Foundation
import Testing

@Suite struct ConfigurationTests {
    func configuration(_ json: String) throws(LintError) -> Configuration {
        try Configuration(json: Data(json.utf8), from: ".cpdi-lint.json")
    }

    @Test func rejectsMalformedConfigurations() {
        let cases: [(String, String)] = [
            ("[1]", ".cpdi-lint.json is not a JSON object."),
            ("{\"excludes\": []}", ".cpdi-lint.json: unknown key 'excludes'; expected 'exclude', 'rules', 'modules', 'dependencyProtocols', 'baseline' and 'layout'."),
            ("{\"exclude\": \"Tests\"}", ".cpdi-lint.json: 'exclude' must be an array of glob strings."),
            ("{\"rules\": {\"missing-forwarding\": \"fatal\"}}", ".cpdi-lint.json: rule 'missing-forwarding' must be \"on\", \"error\", \"warning\" or \"off\"."),
        ]
        for (json, message) in cases {
            #expect(throws: LintError.self) { try configuration(json) }
            #expect((try? configuration(json)) == nil)
            do { _ = try configuration(json) } catch { #expect(error.description == message) }
        }
        #expect(throws: LintError.self) { try configuration("{\"rules\": {\"no-such-rule\": \"off\"}}") }
    }

    @Test func changesSeveritiesAndTurnsRulesOff() throws {
        let source = [("A.swift", Array("let receipt = Receipt(order: order, dependencies: dependencies)\npublic typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> { let order: Int; let dependencies: Dependencies }\n".utf8))]
        let defaults = Linter().lint(sources: source)
        #expect(Set(defaults.map(\.ruleID)) == ["dependencies-first", "public-typealias"])
        let configured = Linter(configuration: try configuration("{\"rules\": {\"dependencies-first\": \"warning\", \"public-typealias\": \"off\"}}")).lint(sources: source)
        #expect(configured.map(\.ruleID) == ["dependencies-first"])
        #expect(configured.first?.severity == .warning)
    }

    @Test func excludesMatchingFilesAndFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cpdi-lint-\(UUID().uuidString)")
        for file in ["Sources/A/A.swift", "Sources/A/Generated/G.swift", ".hidden/H.swift", ".build/B.swift", "Fixtures/F.swift"] {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("public typealias XDependencies = YDependency\nstruct X {}\n".utf8).write(to: url)
        }
        try inCurrentFolder(folder.path) {
            let linter = Linter(configuration: try configuration("{\"exclude\": [\"**/Generated\", \"Fixtures/*.swift\"]}"))
            #expect(try linter.lint(paths: ["."]).map(\.path) == ["Sources/A/A.swift"])
            #expect(try Linter().lint(paths: ["Fixtures/F.swift"]).map(\.path) == ["Fixtures/F.swift"])
            #expect(throws: LintError.self) { try Linter().lint(paths: ["Missing"]) }
        }
    }
}

@Suite struct SuppressionTests {
    /// Lints `code` after a first line that declares `A`, `B` and `C`, each with its dependencies typealias.
    func lint(_ code: String) -> [Finding] {
        let header = ["A", "B", "C"].map { "typealias \($0)Dependencies = X; struct \($0)<Dependencies: \($0)Dependencies> { let x: Int; let dependencies: Dependencies }; " }.joined() + "\n"
        return Linter().lint(sources: [("A.swift", Array((header + code).utf8))])
            .filter { $0.ruleID != "typealias-name" }
            .map { Finding(path: $0.path, line: $0.line - 1, column: $0.column, severity: $0.severity, ruleID: $0.ruleID, message: $0.message) }
    }

    @Test func silencesTheNextLineForTheNamedRules() {
        let findings = lint("""
            // cpdi-lint:disable-next-line dependencies-first, public-typealias - generated code
            let a = A(x: 1, dependencies: dependencies)
            let b = B(x: 1, dependencies: dependencies)
            """)
        #expect(findings.map(\.line) == [1, 3])
        #expect(findings.map(\.ruleID) == ["unused-suppression", "dependencies-first"], "public-typealias has nothing to silence on line 2")
    }

    @Test func silencesARangeUntilEnabledAgain() {
        let findings = lint("""
            // cpdi-lint:disable dependencies-first
            let a = A(x: 1, dependencies: dependencies)
            let b = B(x: 1, dependencies: dependencies)
            // cpdi-lint:enable dependencies-first
            let c = C(x: 1, dependencies: dependencies)
            """)
        #expect(findings.map(\.line) == [5])
    }

    @Test func silencesEveryRuleWithAllAndReadsBlockComments() {
        let findings = lint("""
            /* cpdi-lint:disable-next-line all - generated */
            let a = A(x: 1, dependencies: dependencies)
            let b = B(x: 1, dependencies: dependencies) /* cpdi-lint:disable-this-line dependencies-first */
            let c = C(x: 1, dependencies: dependencies)
            """)
        #expect(findings.map(\.line) == [4])
        #expect(findings.map(\.ruleID) == ["dependencies-first"])
    }

    @Test func failsWhereAFileStopsParsing() {
        let findings = Linter().lint(sources: [("A.swift", Array("typealias ADependencies = LoggingDependency\nstruct A<Dependencies: ADependencies> {\n    func run( {\n}\n".utf8))])
        let error = findings.first { $0.ruleID == "unparsable-file" }
        #expect(error?.line == 3)
        #expect(error?.severity == .error)
        #expect(Linter().lint(sources: [("B.swift", Array("typealias BDependencies = LoggingDependency\n".utf8))]).allSatisfy { $0.ruleID != "unparsable-file" })
        // `all` silences every rule but this one: code that could not be read passes only by a suppression naming it.
        let blanket = "// cpdi-lint:disable all\ntypealias ADependencies = LoggingDependency\nstruct A<Dependencies: ADependencies> {\n    func run( {\n}\n"
        #expect(Linter().lint(sources: [("A.swift", Array(blanket.utf8))]).map(\.ruleID) == ["unparsable-file"])
        let named = blanket.replacingOccurrences(of: "disable all", with: "disable-next-line all").replacingOccurrences(of: "    func run( {", with: "    // cpdi-lint:disable-next-line unparsable-file - generated, fixed upstream\n    func run( {")
        #expect(Linter().lint(sources: [("A.swift", Array(named.utf8))]).isEmpty)
    }

    @Test func nestedConfigurationsBuildOnTheOneAbove() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cpdi-lint-nested-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Legacy/Generated"), withIntermediateDirectories: true)
        try Data(#"{"exclude": ["Legacy/Generated"], "rules": {"dependencies-first": "warning", "forwarding-order": "on"}}"#.utf8).write(to: root.appendingPathComponent(".cpdi-lint.json"))
        try Data(#"{"rules": {"dependencies-first": "off"}}"#.utf8).write(to: root.appendingPathComponent("Legacy/.cpdi-lint.json"))
        let nested = try Configuration.discover(for: root.appendingPathComponent("Legacy").path)
        #expect(nested.severities["dependencies-first"] == .some(nil), "its own setting wins")
        #expect(nested.severities["forwarding-order"] == .some(.warning), "the parent's setting is inherited")
        #expect(nested.isExcluded(root.appendingPathComponent("Legacy/Generated/G.swift").path), "the parent's excludes still apply")
        #expect(!nested.isExcluded(root.appendingPathComponent("Legacy/L.swift").path))
        // A folder the parent excludes but that has a configuration of its own (an example package) is
        // linted when it is linted directly.
        try Data(#"{"exclude": ["Examples"]}"#.utf8).write(to: root.appendingPathComponent(".cpdi-lint.json"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Examples"), withIntermediateDirectories: true)
        try Data(#"{"rules": {}}"#.utf8).write(to: root.appendingPathComponent("Examples/.cpdi-lint.json"))
        let example = try Configuration.discover(for: root.appendingPathComponent("Examples").path)
        #expect(!example.isExcluded(root.appendingPathComponent("Examples/E.swift").path))
    }

    /// A shared configuration missing from a sparse checkout must not drop the team's rules silently.
    @Test func aConfigurationLinkedToNothingIsAnError() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cpdi-lint-dangling-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(".cpdi-lint.json").path, withDestinationPath: "../shared/.cpdi-lint.json")
        #expect(throws: LintError.self) { try Configuration.discover(for: root.path) }
    }

    @Test func onlySilencesTheNamedRule() {
        let findings = lint("""
            // cpdi-lint:disable-next-line public-typealias
            let a = A(x: 1, dependencies: dependencies)
            """)
        #expect(findings.map(\.ruleID) == ["unused-suppression", "dependencies-first"])
    }

    @Test func warnsAboutAnUnknownRuleID() throws {
        let findings = lint("// cpdi-lint:disable-next-line dependencies-frist\nlet a = A(x: 1, dependencies: dependencies)\n")
        #expect(findings.map(\.ruleID).sorted() == ["dependencies-first", "unknown-rule"])
        let unknown = try #require(findings.first { $0.ruleID == "unknown-rule" })
        #expect(unknown.line == 1 && unknown.column == 32 && unknown.severity == .warning)
    }
}
