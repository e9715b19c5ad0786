/// Which protocol names are dependency protocols: `LoggingDependency` in the rulebook's words,
/// `HasClock` in the most widespread dialect. A pattern's `*` stands for one or more words, each
/// starting with a capital letter, so `Has*` matches `HasClock` but not `Hashable`.
public struct DependencyProtocolNames: Sendable {
    /// `*Dependency`, the `Has*` dialect and the `Dependency*` one.
    public static let defaultPatterns = ["*Dependency", "Has*", "Dependency*"]

    private let patterns: [(prefix: String, suffix: String)]
    /// ``patterns`` as bytes, for ``matches(_:)``, which the index asks of every name.
    private let patternBytes: [(prefix: [UInt8], suffix: [UInt8])]

    /// Matches `patterns`, each with exactly one `*`.
    public init(_ patterns: [String] = defaultPatterns) {
        self.patterns = patterns.compactMap { pattern in
            guard let star = pattern.firstIndex(of: "*") else { return nil }
            return (String(pattern[..<star]), String(pattern[pattern.index(after: star)...]))
        }
        patternBytes = self.patterns.map { (Array($0.prefix.utf8), Array($0.suffix.utf8)) }
    }

    /// Whether `pattern` has one `*` and otherwise only identifier characters.
    static func isValidPattern(_ pattern: String) -> Bool {
        pattern.filter { $0 == "*" }.count == 1 && pattern.allSatisfy { $0 == "*" || $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// Byte strings one of which a file that declares such a protocol contains: `protocol Has` for
    /// `Has*` (a `…Dependency` file always contains "ependenc", which every file is checked for).
    var declarationNeedles: [[UInt8]] {
        patterns.map { prefix, suffix in Array((prefix.isEmpty ? suffix : "protocol \(prefix)").utf8) }
    }

    /// Whether `name` (its last component when qualified) is a dependency protocol's name.
    func matches(_ name: String) -> Bool {
        let utf8 = name.utf8
        // A module's tag (``ModuleNames``) is not part of the name.
        let last = ModuleNames.untagged(utf8.lastIndex(of: UInt8(ascii: ".")).map { utf8[utf8.index(after: $0)...] } ?? utf8[...])
        return patternBytes.contains { prefix, suffix in
            guard last.count > prefix.count + suffix.count, last.starts(with: prefix), last.reversed().starts(with: suffix.reversed()) else { return false }
            // The words the `*` stands for start with a capital letter.
            let words = Substring(last.dropFirst(prefix.count))
            return words.first?.isUppercase == true
        }
    }
}
