// Bad: A creates B and B creates A, each with its dependencies. Forwarding both ways would make the typealiases reference themselves, which does not compile; one finding names the loop (and `--fix` writes nothing). Each lists the other's protocol itself, so it compiles today.
typealias ADependencies = LoggingDependency
    & TrackingDependency

struct A<Dependencies: ADependencies> {
    let dependencies: Dependencies

    func next() { B(dependencies: dependencies).run() } // expect: missing-forwarding
    func run() { dependencies.logger.log("a") }
}

typealias BDependencies = TrackingDependency
    & LoggingDependency

struct B<Dependencies: BDependencies> {
    let dependencies: Dependencies

    func next() { A(dependencies: dependencies).run() }
    func run() { dependencies.tracker.trackAddToCart() }
}
