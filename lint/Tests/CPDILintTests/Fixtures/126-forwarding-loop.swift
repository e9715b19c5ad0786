// Bad: A creates B and B creates A, and each typealias already forwards the other's. The typealiases
// reference themselves, which the compiler rejects; one finding names the loop. (Not type-checked:
// it is the compiler's error that the finding explains.)
typealias ADependencies = LoggingDependency // expect: missing-forwarding
    & BDependencies // Required by B

struct A<Dependencies: ADependencies> {
    let dependencies: Dependencies

    func next() { B(dependencies: dependencies).run() }
    func run() { dependencies.logger.log("a") }
}

typealias BDependencies = TrackingDependency
    & ADependencies // Required by A

struct B<Dependencies: BDependencies> {
    let dependencies: Dependencies

    func next() { A(dependencies: dependencies).run() }
    func run() { dependencies.tracker.trackAddToCart() }
}
