// Bad: ServicesDependencies is named after no type in this file; wrong because a type's typealias is named <Type>Dependencies (CheckoutDependencies).
typealias ServicesDependencies = LoggingDependency // expect: typealias-name

struct Checkout<Dependencies: ServicesDependencies> {
    let dependencies: Dependencies

    func finish() { dependencies.logger.log("done") }
}
