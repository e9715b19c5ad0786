// Bad: the misnamed ServicesDependencies is one finding, not one more per user (Refund.swift forwards it by that name; no finding there).
typealias ServicesDependencies = LoggingDependency // expect: typealias-name

struct Checkout<Dependencies: ServicesDependencies> {
    let dependencies: Dependencies

    func finish() { dependencies.logger.log("done") }
}
