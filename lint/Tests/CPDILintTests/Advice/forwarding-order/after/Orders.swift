typealias OrderRowDependencies = TrackingDependency

struct OrderRow<Dependencies: OrderRowDependencies> {
    let dependencies: Dependencies

    func tap() { dependencies.tracker.trackAddToCart() }
}

// A child's typealias listed before the dependency protocol the type uses itself.
typealias OrdersDependencies = LoggingDependency
    & OrderRowDependencies // Required by OrderRow

struct Orders<Dependencies: OrdersDependencies> {
    let dependencies: Dependencies

    func show() {
        dependencies.logger.log("orders")
        OrderRow(dependencies: dependencies).tap()
    }
}
