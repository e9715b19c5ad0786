import CPDILint
import Testing

/// The linter never crashes or hangs, whatever it is given: it lints what it can parse.
@Suite struct RobustnessTests {
    static let sources: [[UInt8]] = RuleRegistry.descriptions.flatMap { $0.triggering + $0.nonTriggering }
        .flatMap { Markers.strip($0).sources.map(\.bytes) }

    @Test func survivesEveryTruncation() {
        for source in Self.sources {
            for end in stride(from: 0, to: source.count, by: 3) {
                _ = Linter().lint(sources: [("Truncated.swift", Array(source[..<end]))])
            }
        }
    }

    @Test func survivesRandomMutations() {
        var random = SplitMix64(seed: 42)
        let alphabet = Array("{}()<>[]:;,.&=\"'#\\/*↓ \n\tabcDependenciesSpliced_@".utf8)
        for source in Self.sources where !source.isEmpty {
            for _ in 0..<20 {
                var mutated = source
                for _ in 0..<4 {
                    let position = Int(random.next() % UInt64(mutated.count))
                    switch random.next() % 3 {
                    case 0: mutated.remove(at: position)
                    case 1: mutated.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: position)
                    default: mutated[position] = UInt8(truncatingIfNeeded: random.next())
                    }
                    if mutated.isEmpty { break }
                }
                _ = Linter().lint(sources: [("Mutated.swift", mutated)])
            }
        }
    }

    @Test func survivesDeepNestingAndInvalidUTF8() {
        let deep = String(repeating: "struct A<Dependencies: ADependencies> { func f() { (", count: 2_000)
        #expect(Linter().lint(sources: [("Deep.swift", Array(deep.utf8))]).allSatisfy { $0.line >= 1 })
        let invalid: [UInt8] = Array("typealias FooDependencies = ".utf8) + [0xFF, 0xFE, 0x00, 0xC3] + Array(" & BarDependency\n".utf8)
        #expect(Linter().lint(sources: [("Invalid.swift", invalid)]).allSatisfy { $0.line >= 1 })
    }

    @Test func findsNothingInCodeWithoutCPDINames() {
        let code = """
            import Foundation
            public typealias Handler = (Int) -> Void
            protocol Shape { var area: Double { get } }
            struct Circle<Value: Numeric>: Shape { let area: Double }
            func make(value: Int, count: Int) -> [Int] { Array(repeating: value, count: count) }
            """
        #expect(Linter().lint(sources: [("Plain.swift", Array(code.utf8))]).isEmpty)
    }
}

struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
