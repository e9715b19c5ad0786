typealias CartRowDependencies = TrackingDependency

struct CartRow<Dependencies: CartRowDependencies> {
    let dependencies: Dependencies

    func tap() { dependencies.tracker.trackAddToCart() }
}

// Creates a child with its dependencies, but its typealias does not forward the child's.
typealias CartDependencies = LoggingDependency

struct Cart<Dependencies: CartDependencies> {
    let dependencies: Dependencies

    func show() {
        dependencies.logger.log("cart")
        CartRow(dependencies: dependencies).tap()
    }
}
