/// The rule reference, generated from each rule's description and examples into `lint/RULES.md`.
public enum RuleReference {
    /// The whole document.
    public static var markdown: String {
        var text = """
            # cpdi-lint rules

            Generated from the rules' own examples by `swift run --package-path lint cpdi-lint reference > lint/RULES.md`;
            a test fails when this file is out of date. `↓` marks where a finding is reported.

            | Rule | Severity | What it checks |
            | --- | --- | --- |

            """
        for rule in RuleRegistry.descriptions {
            text += "| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) | \(rule.summary) |\n"
        }
        for rule in RuleRegistry.descriptions {
            text += "\n## \(rule.id)\n\n\(rule.summary)\n\n**Why:** \(rule.rationale)\n\nDefault severity: \(rule.severity.rawValue).\n"
            text += "\n### Bad\n\n" + rule.triggering.map(render).joined(separator: "\n")
            text += "\n### Good\n\n" + rule.nonTriggering.map(render).joined(separator: "\n")
        }
        return text
    }

    private static func render(_ example: Example) -> String {
        example.files.map { file in
            let title = example.files.count > 1 || file.name != "Example.swift" ? "`\(file.name)`:\n\n" : ""
            return title + "```swift\n\(file.code)\n```\n"
        }.joined(separator: "\n")
    }
}
