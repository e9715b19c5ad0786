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
        triggering: [
            Example("// cpdi-lint:↓disable-nextline missing-forwarding\nlet receipt = Receipt(dependencies: dependencies)\n"),
            Example("↓// cpdi-lint:disable-next-line\nlet receipt = Receipt(dependencies: dependencies)\n"),
        ],
        nonTriggering: [Example(suppressedFinding)]
    )

    static let unclosed = RuleDescription(
        id: "unclosed-suppression",
        summary: "Every `// cpdi-lint:disable RULE-ID` has a matching `// cpdi-lint:enable RULE-ID` below it.",
        rationale: "A `disable` left open silences the rule to the end of the file, including code written later.",
        severity: .warning,
        triggering: [Example("typealias ReceiptDependencies = LoggingDependency\n// cpdi-lint:disable ↓generic-dependencies\nstruct Receipt {\n    let dependencies: any ReceiptDependencies\n}\n")],
        nonTriggering: [
            Example("typealias ReceiptDependencies = LoggingDependency\n// cpdi-lint:disable generic-dependencies - until 2.0\nstruct Receipt {\n    let dependencies: any ReceiptDependencies\n}\n// cpdi-lint:enable generic-dependencies\n"),
        ]
    )

    static let unused = RuleDescription(
        id: "unused-suppression",
        summary: "Every suppression silences at least one finding.",
        rationale: "A suppression whose finding was fixed, or that sits on the wrong line, hides nothing today and hides a real finding tomorrow.",
        severity: .warning,
        triggering: [Example("// cpdi-lint:disable-next-line ↓missing-forwarding\nlet x = 1\n")],
        nonTriggering: [Example(suppressedFinding)]
    )

    static let unparsable = RuleDescription(
        id: "unparsable-file",
        summary: "A file cpdi-lint parses (one that mentions dependencies, a CPDI type or a suppression) parses without syntax errors; one that does not is linted as far as it parses, and fails the run.",
        rationale: "Findings in code after a syntax error can be missing, so a run that could not read a file never passes it; the error says where the parse went wrong. Code the compiler accepts but swift-syntax cannot read takes a suppression that names this rule and says why (`all` does not cover it). A file that mentions none of these holds no CPDI code and is not parsed: its syntax is the compiler's to check.",
        severity: .error,
        triggering: [Example("struct Receipt<Dependencies: ReceiptDependencies> {\n    func print( ↓{\n}\n")],
        nonTriggering: [Example("struct Receipt<Dependencies: ReceiptDependencies> {\n    func print() {}\n}\n")]
    )

    /// A finding silenced by a suppression that names its rule and says why.
    private static let suppressedFinding = """
        typealias ReceiptDependencies = PrintingDependency
        struct Receipt<Dependencies: ReceiptDependencies> {
            let dependencies: Dependencies
            // cpdi-lint:disable-next-line dependencies-first - the order is public API until 2.0
            init(order: Int, dependencies: Dependencies) { self.dependencies = dependencies }
        }
        """

    /// The descriptions of these checks, in the order `--list-rules` and SARIF list them.
    static let descriptions = [invalid, unclosed, unused, unparsable]

    /// The findings for every file's suppression comments, given which directives silenced what.
    /// These findings can be suppressed like any other; a directive that names one of these checks
    /// and silences nothing is itself reported, except one that names `unused-suppression`.
    static func findings(_ facts: [FileFacts], configurations: [Configuration], used: Used) -> [Finding] {
        var findings: [Finding] = []
        var used = used
        let ruleDescriptions = RuleRegistry.allDescriptions
        for (number, file) in facts.enumerated() {
            let suppressions = file.suppressions
            guard file.syntaxErrorOffset != nil || !suppressions.directives.isEmpty || !suppressions.unknown.isEmpty else { continue }
            let configuration = configurations[number]
            func add(_ rule: RuleDescription, _ offset: Int, _ message: String) {
                guard let severity = configuration.severity(of: rule) else { return }
                let (line, column) = file.lines.location(of: offset)
                // Code that could not be read is never passed by a blanket `all`: only a suppression that names it says why.
                if let directive = suppressions.suppressingDirective(of: rule.id, onLine: line, byAllToo: rule.id != unparsable.id) {
                    used.insert(Use(file: number, directive: directive, ruleID: rule.id))
                    return
                }
                findings.append(Finding(path: file.path, line: line, column: column, severity: severity, ruleID: rule.id, message: message))
            }
            if let offset = file.syntaxErrorOffset {
                add(unparsable, offset, "cpdi-lint cannot parse line \(file.lines.line(of: offset)) of this file (a syntax error, or syntax older compilers accepted, such as a space between an attribute and its parenthesis); it checked the file only as far as it parses.")
            }
            // Whether a directive silenced a finding of `id` (any finding, for `all`, the only case that
            // looks through every use).
            func silencedAny(_ directive: Int, _ id: String) -> Bool {
                guard id == Suppressions.all else { return used.contains(Use(file: number, directive: directive, ruleID: id)) }
                return used.contains { $0.file == number && $0.directive == directive }
            }
            let kinds = Suppressions.Directive.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            for unknown in suppressions.unknown {
                add(invalid, unknown.offset, "'cpdi-lint:\(unknown.word)' is not a directive, so this comment suppresses nothing; the directives are \(kinds).")
            }
            for directive in suppressions.directives where directive.ruleIDs.isEmpty {
                add(invalid, directive.offset, "'cpdi-lint:\(directive.kind.rawValue)' names no rule, so it suppresses nothing; write the rule id after it.")
            }
            // One that silences nothing is unused-suppression's to remove, not to close.
            for open in suppressions.unclosed where silencedAny(open.directive, open.id) {
                add(unclosed, open.offset, "'cpdi-lint:disable \(open.id)' is never enabled again, so '\(open.id)' is off to the end of the file; add `// cpdi-lint:enable \(open.id)` where the exception ends.")
            }
            // Last, so that a directive which silenced one of the findings above counts as used.
            for (index, directive) in suppressions.directives.enumerated() where directive.kind != .enable {
                for id in directive.ruleIDs where id.id != unused.id && !silencedAny(index, id.id) {
                    guard let rule = ruleDescriptions.first(where: { $0.id == id.id }), configuration.severity(of: rule) != nil else { continue }
                    add(unused, id.offset, "This suppression silences no '\(id.id)' finding; remove it.")
                }
            }
        }
        return findings
    }
}
