import CPDILint
import Testing

/// Tests generated from every rule's examples: each triggering example must produce exactly the
/// findings its `↓` markers show, each non-triggering one none, and every example wrapped in a
/// comment or a string literal nothing at all.
@Suite struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: RuleDescription
        let example: Example
        let number: Int
        let triggers: Bool

        var testDescription: String { "\(rule.id) \(triggers ? "triggering" : "non-triggering") #\(number)" }
    }

    static let triggering = RuleRegistry.allDescriptions.flatMap { rule in
        rule.triggering.enumerated().map { Case(rule: rule, example: $1, number: $0 + 1, triggers: true) }
    }
    static let nonTriggering = RuleRegistry.allDescriptions.flatMap { rule in
        rule.nonTriggering.enumerated().map { Case(rule: rule, example: $1, number: $0 + 1, triggers: false) }
    }

    @Test(arguments: triggering)
    func reportsExactlyAtTheMarkers(_ test: Case) {
        let (sources, expected) = Markers.strip(test.example)
        #expect(!expected.isEmpty, "a triggering example needs a ↓ marker")
        var configuration = Configuration()
        configuration.severities[test.rule.id] = .some(test.rule.severity)
        let found = Linter(configuration: configuration).lint(sources: sources).filter { $0.ruleID == test.rule.id }
        #expect(test.rule.isOnByDefault || Linter().lint(sources: sources).allSatisfy { $0.ruleID != test.rule.id }, "an opt-in rule is off by default")
        #expect(Set(found.map { Markers.Position(path: $0.path, line: $0.line, column: $0.column) }) == expected)
        #expect(found.count == expected.count)
        #expect(found.allSatisfy { !$0.message.isEmpty && $0.severity == test.rule.severity })
    }

    @Test(arguments: nonTriggering)
    func reportsNothing(_ test: Case) {
        let (sources, _) = Markers.strip(test.example)
        var configuration = Configuration()
        configuration.severities[test.rule.id] = .some(test.rule.severity)
        let found = Linter(configuration: configuration).lint(sources: sources).filter { $0.ruleID == test.rule.id }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test(arguments: triggering + nonTriggering)
    func reportsNothingInsideACommentOrAString(_ test: Case) {
        let (sources, _) = Markers.strip(test.example)
        let commented = sources.map { ($0.path, Array("/*\n\(String(decoding: $0.bytes, as: UTF8.self))\n*/\n".utf8)) }
        let quoted = sources.map { ($0.path, Array("let example = #\"\"\"\n\(String(decoding: $0.bytes, as: UTF8.self))\n\"\"\"#\n".utf8)) }
        #expect(Linter().lint(sources: commented).isEmpty)
        #expect(Linter().lint(sources: quoted).isEmpty)
    }

    @Test func everyRuleHasExamplesBothWays() {
        for rule in RuleRegistry.allDescriptions {
            #expect(!rule.triggering.isEmpty, "\(rule.id)")
            #expect(!rule.nonTriggering.isEmpty, "\(rule.id)")
        }
        #expect(Set(RuleRegistry.allIDs).count == RuleRegistry.allIDs.count)
    }
}

/// Reads the `↓` markers out of an example.
enum Markers {
    struct Position: Hashable, CustomStringConvertible {
        let path: String
        let line: Int
        let column: Int

        var description: String { "\(path):\(line):\(column)" }
    }

    static func strip(_ example: Example) -> (sources: [(path: String, bytes: [UInt8])], positions: Set<Position>) {
        var positions: Set<Position> = []
        let sources = example.files.map { file -> (path: String, bytes: [UInt8]) in
            var bytes: [UInt8] = []
            var line = 1, column = 1
            for character in file.code {
                if character == "↓" {
                    positions.insert(Position(path: file.name, line: line, column: column))
                    continue
                }
                let utf8 = Array(String(character).utf8)
                bytes += utf8
                if character == "\n" { line += 1; column = 1 } else { column += utf8.count }
            }
            return (file.name, bytes)
        }
        return (sources, positions)
    }
}
