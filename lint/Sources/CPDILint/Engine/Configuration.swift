import Foundation

/// What `.cpdi-lint.json` says: paths to skip and per-rule severities.
///
/// ```json
/// { "exclude": ["Tests/Fixtures/**"], "rules": { "unused-dependency": "error", "shared-typealias": "off" } }
/// ```
public struct Configuration: Sendable {
    /// Glob patterns, relative to the current folder, of files and folders to skip.
    public var excludes: [String] = []
    /// A severity per rule id; `nil` turns the rule off.
    public var severities: [String: Severity?] = [:]

    /// No excludes, default severities.
    public init() {}

    /// Reads and validates `data`; the error says what is wrong.
    public init(json data: Data, from path: String) throws(LintError) {
        guard let object = try? JSONSerialization.jsonObject(with: data), let root = object as? [String: Any] else {
            throw LintError("\(path) is not a JSON object.")
        }
        for key in root.keys where key != "exclude" && key != "rules" {
            throw LintError("\(path): unknown key '\(key)'; expected 'exclude' and 'rules'.")
        }
        if let exclude = root["exclude"] {
            guard let patterns = exclude as? [String] else { throw LintError("\(path): 'exclude' must be an array of glob strings.") }
            excludes = patterns
        }
        if let rules = root["rules"] {
            guard let entries = rules as? [String: Any] else { throw LintError("\(path): 'rules' must map rule ids to \"error\", \"warning\" or \"off\".") }
            for (id, value) in entries.sorted(by: { $0.key < $1.key }) {
                guard RuleRegistry.ids.contains(id) else {
                    throw LintError("\(path): unknown rule '\(id)'; the rules are \(RuleRegistry.ids.joined(separator: ", ")).")
                }
                switch value as? String {
                case "error": severities[id] = .some(.error)
                case "warning": severities[id] = .some(.warning)
                case "off": severities[id] = .some(nil)
                default: throw LintError("\(path): rule '\(id)' must be \"error\", \"warning\" or \"off\".")
                }
            }
        }
    }

    /// The severity of `rule`, or `nil` when it is off.
    func severity(of rule: RuleDescription) -> Severity? {
        if let configured = severities[rule.id] { return configured }
        return rule.severity
    }
}

/// A usage or I/O problem: the command prints the message and exits 2.
public struct LintError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// An error with `description`.
    public init(_ description: String) {
        self.description = description
    }
}
