// Bad: the dependency protocol declares a method; wrong because it must vend the thing as one get-only property (`dependencies.clock.now()`).
protocol ClockDependency { // expect: dependency-protocol
    func now() -> Double
}
