// Bad: the dependency protocol declares a method; wrong because it must vend the thing as one get-only property (`dependencies.clock.now()`).
protocol ClockDependency { // expect: dependency-protocol
    func now() -> Double
}

// Composed by a dependencies typealias, so it is a CPDI dependency protocol.
typealias ReceiptDependencies = ClockDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func stamp() { _ = dependencies.now() }
}
