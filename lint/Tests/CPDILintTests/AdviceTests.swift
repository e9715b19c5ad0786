import CPDILint
import Foundation
import Testing

/// Advice that compiles when followed as written. Each case in `Advice/` is a folder with the code a
/// rule reports (`before/`) and that code after a person did exactly what every finding says
/// (`after/`). Every snippet a message quotes in backticks, and every name it tells you to give or
/// declare, appears in `after/`; `after/` type-checks and gets no finding at all, every rule on. Every
/// rule has at least one case, the fixable ones and the others alike.
@Suite struct AdviceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let before: [(path: String, text: String)]
        let after: [(path: String, text: String)]

        var testDescription: String { name }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Advice")

    static let cases: [Case] = {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        return names.map { name in
            func files(_ side: String) -> [(path: String, text: String)] {
                let url = folder.appendingPathComponent(name).appendingPathComponent(side)
                let paths = (manager.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }.sorted()
                return paths.map { ($0, (try? String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)) ?? "") }
            }
            return Case(name: name, before: files("before"), after: files("after"))
        }
    }()

    static func lint(_ files: [(path: String, text: String)]) -> [Finding] {
        let sources = [("Prelude.swift", Array(FixtureTests.prelude.utf8))] + files.map { ($0.path, Array($0.text.utf8)) }
        return Linter(configuration: FixtureTests.everyRule).lint(sources: sources)
    }

    @Test func everyRuleHasACase() {
        let reported = Set(Self.cases.flatMap { Self.lint($0.before).map(\.ruleID) })
        #expect(Set(RuleRegistry.allIDs).subtracting(reported).sorted() == [])
    }

    @Test(arguments: cases)
    func adviceFollowedAsWrittenBuildsAndLintsClean(_ advice: Case) throws {
        #expect(!advice.before.isEmpty && !advice.after.isEmpty)
        let findings = Self.lint(advice.before)
        #expect(!findings.isEmpty, "the case's code gets no finding")
        let after = Self.flattened(advice.after.map(\.text).joined(separator: "\n"))
        let identifiers = Self.identifiers(in: advice.after.map(\.text).joined(separator: "\n"))
        for finding in findings {
            for snippet in Self.snippets(in: finding.message) {
                if snippet.removes {
                    #expect(!after.contains(Self.flattened(snippet.code)), "\(finding.ruleID): `\(snippet.code)` is still in after/ (\(finding.message))")
                    continue
                }
                // `…` in a snippet stands for what the person writes there, if anything (`, …`).
                var rest = after[...]
                let parts = snippet.code.components(separatedBy: "…").map { Self.flattened($0).trimmingCharacters(in: CharacterSet(charactersIn: ", ")) }
                for part in parts where !part.isEmpty {
                    guard let found = rest.range(of: part) else {
                        Issue.record("\(finding.ruleID): `\(part)` is not in after/ (\(finding.message))")
                        break
                    }
                    rest = rest[found.upperBound...]
                }
            }
            for name in Self.namesToWrite(in: finding.message) {
                #expect(identifiers.contains(name), "\(finding.ruleID): '\(name)' is not declared in after/ (\(finding.message))")
            }
        }
        let left = Self.lint(advice.after)
        #expect(left.isEmpty, "\(left.map { "\($0.path):\($0.line) \($0.ruleID): \($0.message)" })")
        if !advice.after.contains(where: { $0.text.contains("(Not type-checked:") }) {
            try FixtureTests.typeCheckApps(advice.after)
        }
    }

    /// The code a message quotes (what stands between backticks), and whether it is to be removed:
    /// quoted in a clause that says "remove" or "delete".
    static func snippets(in message: String) -> [(code: String, removes: Bool)] {
        var snippets: [(code: String, removes: Bool)] = []
        var clause = ""
        for (number, part) in message.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
            guard number % 2 == 1 else {
                // A new clause starts after "; " or ". "; the words since then decide.
                let text = String(part)
                let start = [text.range(of: "; ", options: .backwards), text.range(of: ". ", options: .backwards)].compactMap { $0 }.map(\.upperBound).max()
                clause = start.map { String(text[$0...]) } ?? clause + text
                continue
            }
            snippets.append((String(part), clause.contains("remove") || clause.contains("delete")))
        }
        return snippets
    }

    /// The names a message tells you to give or declare: `name it 'X'`, `declare 'X'`, `as 'X'`.
    static func namesToWrite(in message: String) -> [String] {
        let pattern = /(?:name it|declare|rename it to|as) '([A-Za-z_][A-Za-z0-9_.]*)'/
        return message.matches(of: pattern).map { String($0.output.1) }
    }

    /// Code with every run of whitespace made one space, and none beside punctuation, so that a
    /// quoted one-liner matches the same code written over several lines.
    static func flattened(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace, let last = result.last, Self.isWordCharacter(last), Self.isWordCharacter(character) {
                result.append(" ")
            }
            pendingSpace = false
            result.append(character)
        }
        return result
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Every identifier written in `text`, and every dotted name (`A.B`).
    static func identifiers(in text: String) -> Set<String> {
        Set(text.matches(of: /[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/).flatMap { match -> [String] in
            let dotted = String(match.output)
            return [dotted] + dotted.split(separator: ".").map(String.init)
        })
    }
}
