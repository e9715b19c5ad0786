import CPDILint
import Foundation
import Testing

@Suite struct RuleReferenceTests {
    @Test func committedReferenceIsUpToDate() throws {
        let url = MonorepoTests.repository.appendingPathComponent("lint/RULES.md")
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == RuleReference.markdown, "lint/RULES.md is stale: run `swift run --package-path lint cpdi-lint reference > lint/RULES.md`")
    }

    @Test func documentsEveryRuleWithBadAndGoodCode() {
        let markdown = RuleReference.markdown
        for rule in RuleRegistry.allDescriptions {
            #expect(markdown.contains("\n## \(rule.id)\n"))
        }
        #expect(markdown.components(separatedBy: "### Bad").count == RuleRegistry.allIDs.count + 1)
    }
}
