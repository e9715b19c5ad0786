/// The rule reference, generated from each rule's description and examples into `lint/RULES.md`.
public enum RuleReference {
    /// The whole document.
    public static var markdown: String {
        var text = """
            # cpdi-lint rules

            Generated from the rules' own examples by `swift run --package-path lint cpdi-lint reference > lint/RULES.md`;
            a test fails when this file is out of date. `↓` marks where a finding is reported.

            The CPDI rulebook is the standard: every rule that is on by default enforces a sentence or an example
            of it, quoted under the rule. A convention the rulebook does not state is this project's own; such a
            rule is off until `.cpdi-lint.json` turns it on (`"rules": {"forwarding-order": "on"}`). With the
            default settings, code written as the rulebook writes it gets no finding, also under `--strict`.

            Where the rulebook's examples slip, the rules follow its explicit sentences and the evident intent:
            `PDPExternalDependencies` is read as `PDPViewExternalDependencies`; the splice forwards `tracker`
            (the property `TrackingDependency` declares), not `tracking`; `PDPViewController`, which inherits from
            a base class, is a class; and `PDPComponent` declares `var dependencies: Dependencies { get }`, since a
            protocol cannot hold a `let`.

            Dependency protocols are those named `…Dependency`, as the rulebook names them, and `Has…` and
            `Dependency…`, the widespread dialects of the pattern, when they are used as one: the protocol's only
            requirement is one property, or a dependencies typealias composes it (a `Has…` trait of models with
            methods is not one). `"dependencyProtocols": ["*Dependency", "Has*", "Dependency*"]` in
            `.cpdi-lint.json` changes the patterns (`*` stands for one or more capitalized words).

            | Rule | Default | What it checks |
            | --- | --- | --- |

            """
        for rule in RuleRegistry.allDescriptions {
            text += "| [`\(rule.id)`](#\(rule.id)) | \(rule.isOnByDefault ? rule.severity.rawValue : "off (ours)") | \(rule.summary) |\n"
        }
        for rule in RuleRegistry.allDescriptions {
            let source = !rule.rulebook.isEmpty ? "**The rulebook:** \(rule.rulebook)"
                : rule.isOnByDefault ? "**cpdi-lint's own check:** it checks what cpdi-lint reads (its suppression comments, a file's syntax), not CPDI code."
                : "**Ours:** the rulebook does not state this; it is this project's convention, off unless `.cpdi-lint.json` turns it on (`\"\(rule.id)\": \"on\"` reports it as a \(rule.severity.rawValue))."
            let severity = rule.isOnByDefault ? "Default severity: \(rule.severity.rawValue)." : "Default: off. Severity when turned on: \(rule.severity.rawValue)."
            text += "\n## \(rule.id)\n\n\(rule.summary)\n\n\(source)\n\n**Why:** \(rule.rationale)\n\n\(severity)\n"
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
