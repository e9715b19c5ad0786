/// A rule's identity and its specification: triggering and non-triggering examples, where `↓` marks
/// each place a finding must be reported. Tests and the rule reference are generated from these.
public struct RuleDescription: Sendable {
    /// The id used in output, configuration and suppressions, e.g. `missing-forwarding`.
    public let id: String
    /// One line: what the rule flags.
    public let summary: String
    /// Why the rule exists.
    public let rationale: String
    /// The severity when the rule is on.
    public let severity: Severity
    /// Code that must produce a finding at every `↓`.
    public let triggering: [Example]
    /// Code that must produce no finding.
    public let nonTriggering: [Example]
    /// The rulebook's words the rule enforces, quoted; empty for a convention of this project's own.
    public var rulebook: String = ""
    /// Whether the rule runs without being turned on in `.cpdi-lint.json`: only rules the rulebook states do.
    public var isOnByDefault: Bool = true
}

/// Source code for a rule example: one file, or several for cross-file rules.
public struct Example: Sendable {
    /// File names (with folders where the rule reads the module from the path) and contents.
    public let files: [(name: String, code: String)]

    /// A single file named `Example.swift`.
    public init(_ code: String) {
        files = [("Example.swift", code)]
    }

    /// Several files, in order.
    public init(files: [(name: String, code: String)]) {
        self.files = files
    }
}

/// A finding before it has a file, a line and a severity.
struct RawFinding {
    var offset: Int
    var message: String
    /// The file whose line numbers the message quotes, if any: the facts cache reuses a finding for code
    /// that only moved only when no message quotes where that code is.
    var quotesLinesOf: String? = nil
}

/// One rule: its description, and a check of one file against the whole project.
protocol Rule: Sendable {
    var description: RuleDescription { get }
    /// The models of the whole index the rule reads, worked out ahead of the checks, side by side.
    var models: [any IndexModel.Type] { get }
    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding]
}

extension Rule {
    var models: [any IndexModel.Type] { [] }
}

/// Every rule, in the order the reference lists them.
public enum RuleRegistry {
    static let rules: [any Rule] = [
        TypealiasNameRule(),
        TypealiasPlacementRule(),
        DependencyProtocolRule(),
        ComposedProtocolRule(),
        GenericDependenciesRule(),
        DependenciesFirstRule(),
        PublicTypealiasRule(),
        MissingForwardingRule(),
        MissingRequirementsRule(),
        ForwardingOrderRule(),
        SharedTypealiasRule(),
        SpliceNameRule(),
        UnusedDependencyRule(),
        FeatureImportsRule(),
        UnknownRuleRule(),
    ]

    /// Every rule's description.
    public static var descriptions: [RuleDescription] {
        rules.map(\.description)
    }

    /// The ids of every rule.
    public static var ids: [String] {
        rules.map(\.description.id)
    }

    /// The rules' descriptions and then the engine's own checks' (the suppression checks and
    /// `unparsable-file`): everything a configuration, a suppression, `--list-rules`, SARIF and
    /// RULES.md can name. The one list of rule ids.
    public static var allDescriptions: [RuleDescription] {
        descriptions + SuppressionDiagnostics.descriptions
    }

    /// The ids of ``allDescriptions``, worked out once.
    public static let allIDs: [String] = allDescriptions.map(\.id)

    /// The rule id `id` was most likely meant to be (at most a third of it mistyped), for "did you
    /// mean" in messages; `nil` when none is that close.
    static func closestID(to id: String) -> String? {
        let scored = allIDs.map { ($0, editDistance(Array(id), Array($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, id.count / 3) else { return nil }
        return best.0
    }

    /// Levenshtein distance, one row at a time.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
