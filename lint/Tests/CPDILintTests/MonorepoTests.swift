import CPDILint
import Foundation
import Testing

/// The linter against the monorepo it was written for.
@Suite struct MonorepoTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func source(_ path: String) throws -> (path: String, bytes: [UInt8]) {
        (path, Array(try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8).utf8))
    }

    @Test func catchesAForwardingLineDeletedFromAnAppFile() throws {
        let commands = try source("Modules/OnboardingFeature/OnboardingCommands.swift")
        let printer = try source("Modules/OnboardingFeature/AccountPrinter.swift")
        #expect(Linter().lint(sources: [commands, printer]).isEmpty)

        let text = String(decoding: commands.bytes, as: UTF8.self)
        let broken = text.replacingOccurrences(of: "\n    & AccountPrinterDependencies // Required by AccountPrinter", with: "")
        #expect(broken != text)
        let findings = Linter().lint(sources: [(commands.path, Array(broken.utf8)), printer])
        let lines = broken.split(separator: "\n", omittingEmptySubsequences: false)
        let firstCall = try #require(lines.firstIndex { $0.contains("AccountPrinter(dependencies: dependencies)") }) + 1
        let aliasLine = try #require(lines.firstIndex { $0.hasPrefix("typealias OnboardingCommandsDependencies") }) + 1
        #expect(lines.filter { $0.contains("AccountPrinter(dependencies: dependencies)") }.count > 1)
        #expect(findings.count == 1, "one finding for the missing forward, however many calls")
        let first = try #require(findings.first)
        #expect(first.ruleID == "missing-forwarding")
        #expect(first.line == firstCall)
        #expect(first.message == "'OnboardingCommands' creates 'AccountPrinter' with its dependencies, but 'OnboardingCommandsDependencies' (Modules/OnboardingFeature/OnboardingCommands.swift:\(aliasLine)) does not name 'AccountPrinterDependencies'; add `& AccountPrinterDependencies // Required by AccountPrinter` to it.")
    }

    @Test func catchesAFeatureImportingAnother() throws {
        let map = try source("Modules/MapFeature/MapCommands.swift")
        let broken = String(decoding: map.bytes, as: UTF8.self).replacingOccurrences(of: "import Catalog\n", with: "import Catalog\nimport DetailsFeature\n")
        #expect(Linter().lint(sources: [(map.path, Array(broken.utf8))]).isEmpty, "feature-imports is opt-in")
        var on = Configuration()
        on.severities["feature-imports"] = .some(.error)
        let findings = Linter(configuration: on).lint(sources: [(map.path, Array(broken.utf8))])
        #expect(findings.map(\.ruleID) == ["feature-imports"])
        #expect(findings.first?.line == 2)
    }
}
