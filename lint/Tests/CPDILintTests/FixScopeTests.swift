import Foundation
import Testing
@testable import CPDILint

/// Every fix asks the same question lint does: is the rule on in the configuration that governs this
/// file, is the finding suppressed, is it in the baseline.
@Suite struct FixScopeTests {
    let scratch: Scratch

    init() throws {
        scratch = try Scratch()
        try scratch.write(".git/HEAD", "ref: refs/heads/main\n")
    }

    /// A declaration with `dependencies` second, called from another file.
    func writeReordering(in folder: String) throws {
        try scratch.write("\(folder)/Receipt.swift", "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> {\n    let dependencies: Dependencies\n    init(order: Int, dependencies: Dependencies) { self.dependencies = dependencies }\n}\n")
        try scratch.write("\(folder)/Use.swift", "func make<Dependencies: ReceiptDependencies>(dependencies: Dependencies) { _ = Receipt(order: 1, dependencies: dependencies) }\n")
    }

    @Test func aRuleTurnedOffInANestedConfigurationIsNotFixedThere() throws {
        try writeReordering(in: "Sources/A")
        try scratch.write("Sources/A/.cpdi-lint.json", "{\"rules\": {\"dependencies-first\": \"off\"}}")
        let linter = Linter(configurations: [try Configuration.discover(for: scratch.root.path), try Configuration.discover(for: scratch.path("Sources/A"))])
        let input = try linter.read(paths: [scratch.root.path])
        #expect(linter.lint(input).filter { $0.ruleID == "dependencies-first" }.isEmpty)
        #expect(linter.fixes(input).isEmpty)
        // The same files with the root's configuration alone are fixed.
        #expect(Linter(configurations: [try Configuration.discover(for: scratch.root.path)]).fixes(input).count == 2)
    }

    /// Code the configuration excludes (generated code) is never linted or written, so a declaration it
    /// calls keeps its order: the call could not change with it.
    @Test func aDeclarationAnExcludedFileCallsIsNotReordered() throws {
        try writeReordering(in: "Sources/A")
        try scratch.write("Sources/A/Generated/Make.swift", "func generated<Dependencies: ReceiptDependencies>(dependencies: Dependencies) { _ = Receipt(order: 2, dependencies: dependencies) }\n")
        try scratch.write(".cpdi-lint.json", "{\"exclude\": [\"Sources/A/Generated\"]}")
        var linter = Linter(configurations: [try Configuration.discover(for: scratch.root.path)])
        let input = try linter.read(paths: [scratch.root.path])
        #expect(input.files.count == 2)
        #expect(linter.fixes(input).count == 2)
        linter.noteExcludedCalls(under: [scratch.root.path])
        #expect(linter.excludedCalls.count == 1)
        #expect(linter.fixes(input).isEmpty)
        // What is left says why, rather than that --fix changes it.
        let messages = linter.lint(input).filter { $0.ruleID == "dependencies-first" }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("--fix leaves") }, "\(messages)")
        #expect(messages.contains { $0.contains("a file the configuration excludes calls it") }, "\(messages)")
    }

    @Test func aSuppressedSpliceIsNotGivenItsMembers() throws {
        let splice = """
            protocol ClockDependency {
                var clock: any Clock { get }
            }
            typealias PDPViewExternalDependencies = ClockDependency
            typealias PDPViewDependencies = PDPViewExternalDependencies

            // cpdi-lint:disable-next-line missing-requirements - written by hand in the next change
            struct SplicedPDPViewDependencies<ExternalDependencies: PDPViewExternalDependencies>: PDPViewDependencies {
                let externalDependencies: ExternalDependencies
            }
            """
        let sources = [("Splice.swift", Array(splice.utf8))]
        #expect(Linter().lint(sources: sources).isEmpty)
        #expect(Linter().fixes(sources: sources).isEmpty)
        let unsuppressed = splice.replacingOccurrences(of: "// cpdi-lint:disable-next-line missing-requirements - written by hand in the next change\n", with: "")
        #expect(Linter().fixes(sources: [("Splice.swift", Array(unsuppressed.utf8))]).count == 1)
    }

    @Test func aCallIsNotReorderedWhenItsDeclarationIsOutsideTheRun() throws {
        try writeReordering(in: "Sources/App")
        let linter = Linter()
        // Only the caller is named: its call and the declaration change together or not at all.
        let input = try linter.read(paths: [scratch.path("Sources/App/Use.swift")], context: [scratch.root.path])
        let findings = linter.lint(input).filter { $0.ruleID == "dependencies-first" }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("which --fix leaves") == true, "\(findings.map(\.message))")
        #expect(linter.fixes(input).isEmpty)
        // Only the declaration is named: it says which call holds it back.
        let declaration = try linter.read(paths: [scratch.path("Sources/App/Receipt.swift")], context: [scratch.root.path])
        let left = linter.lint(declaration).filter { $0.ruleID == "dependencies-first" }.map(\.message)
        #expect(left.count == 1 && left.allSatisfy { $0.contains("Use.swift is outside the paths given") }, "\(left)")
        #expect(linter.fixes(declaration).isEmpty)
        let both = try linter.read(paths: [scratch.path("Sources/App/Use.swift"), scratch.path("Sources/App/Receipt.swift")], context: [scratch.root.path])
        #expect(linter.fixes(both).count == 2)
    }

    @Test func baselinedFindingsAreLeftAlone() throws {
        try writeReordering(in: "Sources/App")
        let linter = Linter()
        let input = try linter.read(paths: [scratch.path("Sources")])
        let findings = linter.lint(input)
        #expect(findings.filter { $0.ruleID == "dependencies-first" }.count == 2)
        #expect(linter.fixes(input, leaving: { all, _ in all }).isEmpty)
        #expect(linter.fixes(input).count == 2)
    }

    @Test func theEnginesOwnChecksAreRulesLikeAnyOther() {
        let code = "struct Receipt<Dependencies: ReceiptDependencies> {\n    // cpdi-lint:disable-next-line unparsable-file - generated, fixed upstream\n    func print( {\n}\n"
        let findings = Linter().lint(sources: [("Generated.swift", Array(code.utf8))])
        #expect(findings.map(\.ruleID) == [], "\(findings.map(\.message))")
        #expect(RuleRegistry.allIDs.contains("unused-suppression"))
        let named = "// cpdi-lint:disable-next-line unused-suppression - kept while the rule is rolled out\n// cpdi-lint:disable-next-line missing-forwarding\nlet x = 1\n"
        #expect(Linter().lint(sources: [("Named.swift", Array(named.utf8))]).map(\.ruleID) == [])
    }

    @Test func aNewViolationNeverHidesBehindARemovedOne() throws {
        try writeReordering(in: "Sources/App")
        let linter = Linter()
        let before = try linter.read(paths: [scratch.path("Sources")])
        let baseline = Baseline(findings: linter.lint(before), root: scratch.root.path, lines: FindingLines(before))
        #expect(baseline.json.contains("\"code\": \"func make<Dependencies: ReceiptDependencies>"))
        // The baselined call is deleted and a new one to the same initializer is written elsewhere.
        try scratch.write("Sources/App/Use.swift", "func make<Dependencies: ReceiptDependencies>(dependencies: Dependencies) {}\nfunc again<Dependencies: ReceiptDependencies>(dependencies: Dependencies) { _ = Receipt(order: 2, dependencies: dependencies) }\n")
        let after = try linter.read(paths: [scratch.path("Sources")])
        let new = baseline.newFindings(linter.lint(after), root: scratch.root.path, lines: FindingLines(after))
        #expect(new.filter { $0.ruleID == "dependencies-first" }.map { "\($0.path.split(separator: "/").last ?? ""):\($0.line)" } == ["Use.swift:2"])
        // A baseline written before lines were recorded still matches by file, rule and message.
        let old = try Baseline(json: Data(baseline.json.replacingOccurrences(of: #"\s*"code": "[^"]*","#, with: "", options: .regularExpression).utf8), from: "old.json")
        #expect(old.newFindings(linter.lint(before), root: scratch.root.path, lines: FindingLines(before)).isEmpty)
    }
}
