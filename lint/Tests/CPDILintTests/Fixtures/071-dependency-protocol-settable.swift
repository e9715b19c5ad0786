// Bad: the property is `get set`; wrong because a …Dependency protocol's property is get-only.
protocol Clock {
    func now() -> Double
}

protocol ClockDependency { // expect: dependency-protocol
    var clock: any Clock { get set }
}

// Composed by a dependencies typealias, so it is a CPDI dependency protocol.
typealias ReceiptDependencies = ClockDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func stamp() { _ = dependencies.clock }
}
