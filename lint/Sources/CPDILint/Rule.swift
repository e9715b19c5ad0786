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
}

/// One rule: its description, and a check of one file against the whole project.
protocol Rule: Sendable {
    var description: RuleDescription { get }
    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding]
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
}

/// Name arithmetic shared by the rules.
enum Names {
    static let dependencies = "Dependencies"

    /// Whether a typealias called `alias` is named after `user` (`Type`, `Type_function`, `Function`, as
    /// ``ProjectIndex/aliasUsers`` lists them): `TypeDependencies` or `TypeExternalDependencies` for the
    /// type and its own methods and initializers, `Type_functionDependencies` for one method.
    static func isNamed(_ alias: String, after user: String) -> Bool {
        let alias = alias.split(separator: ".").last.map(String.init) ?? alias
        if alias == "\(user)Dependencies" || alias == "\(user)ExternalDependencies" { return true }
        guard let owner = owner(ofTypealias: alias), owner.function == nil, let underscore = user.lastIndex(of: "_") else { return false }
        return user[..<underscore] == owner.type
    }

    /// `Foo` for `FooDependencies`, `FooExternalDependencies` and `Foo_barDependencies`; `nil` otherwise.
    static func owner(ofTypealias name: String) -> (type: String, function: String?, isExternal: Bool)? {
        guard name.hasSuffix(dependencies), name.count > dependencies.count else { return nil }
        let stem = String(name.dropLast(dependencies.count))
        if let underscore = stem.lastIndex(of: "_") {
            let type = String(stem[..<underscore]), function = String(stem[stem.index(after: underscore)...])
            return type.isEmpty || function.isEmpty ? nil : (type, function, false)
        }
        if stem.hasSuffix("External"), stem.count > "External".count {
            return (String(stem.dropLast("External".count)), nil, true)
        }
        return (stem, nil, false)
    }
}
