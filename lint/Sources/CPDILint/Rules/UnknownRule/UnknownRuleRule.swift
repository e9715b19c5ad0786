/// Flags a suppression comment that names a rule that does not exist.
struct UnknownRuleRule: Rule {
    let description = RuleDescription(
        id: "unknown-rule",
        summary: "A `// cpdi-lint:` suppression names only rules that exist.",
        rationale: "A misspelled rule id suppresses nothing, silently.",
        severity: .warning,
        triggering: [
            Example("""
                // cpdi-lint:disable-next-line ↓missing-forwardng - the child is created lazily
                let receipt = Receipt(dependencies: dependencies)
                """),
        ],
        nonTriggering: [
            Example("""
                // cpdi-lint:disable-next-line missing-forwarding - the child is created lazily
                let receipt = Receipt(dependencies: dependencies)
                """),
        ]
    )

    /// What a suppression may name: every rule id, and `all`.
    private static let known = Set(RuleRegistry.allIDs + [Suppressions.all])

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        let known = Self.known
        return file.suppressions.directives.flatMap { directive in
            directive.ruleIDs.filter { !known.contains($0.id) }.map { id in
                RawFinding(
                    offset: id.offset,
                    message: "'\(id.id)' is not a cpdi-lint rule, so this comment suppresses nothing; "
                        + (RuleRegistry.closestID(to: id.id).map { "did you mean '\($0)'? " } ?? "")
                        + "the rules are \(RuleRegistry.allIDs.joined(separator: ", ")), and 'all' stands for every one."
                )
            }
        }
    }
}
