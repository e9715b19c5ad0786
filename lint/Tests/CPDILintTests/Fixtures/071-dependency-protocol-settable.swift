// Bad: the property is `get set`; wrong because a …Dependency protocol's property is get-only.
protocol Clock {
    func now() -> Double
}

protocol ClockDependency { // expect: dependency-protocol
    var clock: any Clock { get set }
}
