/// Suppression comments that do not do what they say: a misspelled directive, a `disable` never
/// enabled again, and a suppression that silences nothing. Reported as findings under their own
/// rule ids, so `.cpdi-lint.json` can change their severity or turn them off.
enum SuppressionDiagnostics {
    /// A directive that silenced a finding of a rule.
    struct Use: Hashable {
        var file: Int
        var directive: Int
        var ruleID: String
    }

    typealias Used = Set<Use>

    static let invalid = RuleDescription(
        id: "invalid-suppression",
        summary: "A `// cpdi-lint:` comment is a directive that names at least one rule.",
        rationale: "A misspelled directive such as `cpdi-lint:disable-nextline`, or one that names no rule, suppresses nothing, silently.",
        severity: .warning,
        triggering: [Example("// cpdi-lint:disable-nextline missing-forwarding\n")],
        nonTriggering: []
    )

    static let unclosed = RuleDescription(
        id: "unclosed-suppression",
        summary: "Every `// cpdi-lint:disable RULE-ID` has a matching `// cpdi-lint:enable RULE-ID` below it.",
        rationale: "A `disable` left open silences the rule to the end of the file, including code written later.",
        severity: .warning,
        triggering: [Example("// cpdi-lint:disable missing-forwarding\n")],
        nonTriggering: []
    )

    static let unused = RuleDescription(
        id: "unused-suppression",
        summary: "Every suppression silences at least one finding.",
        rationale: "A suppression whose finding was fixed, or that sits on the wrong line, hides nothing today and hides a real finding tomorrow.",
        severity: .warning,
        triggering: [Example("// cpdi-lint:disable-next-line missing-forwarding\nlet x = 1\n")],
        nonTriggering: []
    )

    static let unparsable = RuleDescription(
        id: "unparsable-file",
        summary: "A linted file parses without syntax errors; one that does not is linted as far as it parses.",
        rationale: "Findings in code after a syntax error can be missing; the warning says where the parse went wrong.",
        severity: .warning,
        triggering: [Example("struct Receipt {\n    func print( {\n}\n")],
        nonTriggering: []
    )

    /// The descriptions of these checks, in the order `--list-rules` and SARIF list them.
    static let descriptions = [invalid, unclosed, unused, unparsable]

    /// The findings for every file's suppression comments, given which directives silenced what.
    static func findings(_ facts: [FileFacts], configurations: [Configuration], used: Used) -> [Finding] {
        var findings: [Finding] = []
        let known = Set(RuleRegistry.ids)
        for (number, file) in facts.enumerated() {
            if let offset = file.syntaxErrorOffset, let severity = configurations[number].severity(of: unparsable) {
                let (line, column) = file.lines.location(of: offset)
                let message = "This file has a syntax error at line \(line); cpdi-lint checked it only as far as it parses."
                findings.append(Finding(path: file.path, line: line, column: column, severity: severity, ruleID: unparsable.id, message: message))
            }
            let suppressions = file.suppressions
            guard !suppressions.directives.isEmpty || !suppressions.unknown.isEmpty else { continue }
            let configuration = configurations[number]
            func add(_ rule: RuleDescription, _ offset: Int, _ message: String) {
                guard let severity = configuration.severity(of: rule) else { return }
                let (line, column) = file.lines.location(of: offset)
                findings.append(Finding(path: file.path, line: line, column: column, severity: severity, ruleID: rule.id, message: message))
            }
            let kinds = Suppressions.Directive.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            for unknown in suppressions.unknown {
                add(invalid, unknown.offset, "'cpdi-lint:\(unknown.word)' is not a directive, so this comment suppresses nothing; the directives are \(kinds).")
            }
            for (index, directive) in suppressions.directives.enumerated() {
                if directive.ruleIDs.isEmpty {
                    add(invalid, directive.offset, "'cpdi-lint:\(directive.kind.rawValue)' names no rule, so it suppresses nothing; write the rule id after it.")
                    continue
                }
                guard directive.kind != .enable else { continue }
                for id in directive.ruleIDs where known.contains(id.id) && !used.contains(Use(file: number, directive: index, ruleID: id.id)) {
                    let isOn = RuleRegistry.descriptions.first { $0.id == id.id }.flatMap(configuration.severity(of:)) != nil
                    guard isOn else { continue }
                    add(unused, id.offset, "This suppression silences no '\(id.id)' finding; remove it.")
                }
            }
            for open in suppressions.unclosed {
                add(unclosed, open.offset, "'cpdi-lint:disable \(open.id)' is never enabled again, so '\(open.id)' is off to the end of the file; add '// cpdi-lint:enable \(open.id)' where the exception ends.")
            }
        }
        return findings
    }
}
