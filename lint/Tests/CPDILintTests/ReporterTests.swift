import CPDILint
import Foundation
import Testing

@Suite struct ReporterTests {
    let findings = [
        Finding(path: "A.swift", line: 3, column: 5, severity: .error, ruleID: "missing-forwarding", message: "add `& BDependencies`"),
        Finding(path: "B/C.swift", line: 10, column: 1, severity: .warning, ruleID: "unused-dependency", message: "50% \"unused\",\nreally"),
    ]

    @Test func writesXcodeLines() {
        #expect(Reporter.xcode.report(findings) == """
            A.swift:3:5: error: add `& BDependencies` (missing-forwarding)
            B/C.swift:10:1: warning: 50% "unused",\\u{A}really (unused-dependency)

            """)
    }

    @Test func writesAJSONArrayWithFixedKeys() throws {
        let text = Reporter.json.report(findings)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(parsed.count == 2)
        #expect(parsed[1]["file"] as? String == "B/C.swift")
        #expect(parsed[1]["line"] as? Int == 10)
        #expect(parsed[1]["severity"] as? String == "warning")
        #expect(parsed[1]["message"] as? String == "50% \"unused\",\nreally")
        let keys = ["\"file\"", "\"line\"", "\"column\"", "\"severity\"", "\"rule\"", "\"message\""].map { text.range(of: $0)!.lowerBound }
        #expect(keys == keys.sorted())
        #expect(Reporter.json.report([]) == "[]\n")
        // What a terminal acts on (a C1 control, DEL, a mark that reorders text, a zero-width joiner) is escaped,
        // and reads back as it was.
        let hostile = Finding(path: "C\u{9B}2J\u{7F}\u{202E}.swift", line: 1, column: 1, severity: .error, ruleID: "r", message: "Cart\u{200D}")
        let escaped = Reporter.json.report([hostile])
        #expect(!escaped.unicodeScalars.contains { [0x9B, 0x7F, 0x202E, 0x200D].contains($0.value) })
        let back = try #require(try JSONSerialization.jsonObject(with: Data(escaped.utf8)) as? [[String: Any]])
        #expect(back.first?["file"] as? String == hostile.path && back.first?["message"] as? String == hostile.message)
    }

    @Test func writesSARIFWithEveryRuleAndStableFingerprints() throws {
        let text = Reporter.sarif.report(findings)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == RuleRegistry.allIDs)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let fingerprint = { (result: [String: Any]) in (result["partialFingerprints"] as? [String: String])?["cpdiLint/v1"] }
        let moved = [Finding(path: "A.swift", line: 30, column: 9, severity: .error, ruleID: "missing-forwarding", message: "add `& BDependencies`")]
        let movedResults = try #require(((try JSONSerialization.jsonObject(with: Data(Reporter.sarif.report(moved).utf8)) as? [String: Any])?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(fingerprint(results[0]) != nil)
        #expect(fingerprint(results[0]) == fingerprint(movedResults[0]), "moving a finding keeps its fingerprint")
        #expect(fingerprint(results[0]) != fingerprint(results[1]))
    }

    @Test func writesGitHubWorkflowCommands() {
        #expect(Reporter.github.report(findings) == """
            ::error file=A.swift,line=3,col=5,title=missing-forwarding::add `& BDependencies`
            ::warning file=B/C.swift,line=10,col=1,title=unused-dependency::50%25 "unused",%0Areally

            """)
    }
}
