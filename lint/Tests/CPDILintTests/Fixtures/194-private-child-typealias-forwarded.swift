// A child declared `private` in its parent's file: the parent's internal typealias cannot name a private
// one, so the finding and `--fix` make the child's typealias internal with the forward; the child's type
// stays private.
typealias CheckoutDependencies = LoggingDependency
    & TrackingDependency

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func total(_ skus: [String]) -> Int {
        dependencies.logger.log(message: "total")
        return skus.map { Line(dependencies: dependencies, sku: $0).count }.reduce(0, +) // expect: missing-forwarding
    }
}

private typealias LineDependencies = TrackingDependency

private struct Line<Dependencies: LineDependencies> {
    let dependencies: Dependencies
    let sku: String

    var count: Int {
        dependencies.tracker.trackEvent(sku)
        return 1
    }
}
