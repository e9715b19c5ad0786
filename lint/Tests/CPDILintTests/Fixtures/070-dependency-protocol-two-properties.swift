// Bad: ServicesDependency declares two properties; wrong because a …Dependency protocol has exactly one get-only property.
protocol Clock {
    func now() -> Double
}

protocol ServicesDependency { // expect: dependency-protocol
    var clock: any Clock { get }
    var logger: any Logging { get }
}

// Composed by a dependencies typealias, so it is a CPDI dependency protocol.
typealias ReceiptDependencies = ServicesDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func stamp() { _ = dependencies.clock }
}
