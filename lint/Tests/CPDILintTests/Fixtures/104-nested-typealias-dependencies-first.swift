// Bad: CartView nests its typealias (one typealias-name finding), and an initializer in an extension takes its `Dependencies` second; dependencies-first applies all the same.
struct CartView {
    typealias Dependencies = TrackingDependency // expect: typealias-name

    let dependencies: Dependencies
    let state: Int
}

extension CartView {
    init(state: Int, dependencies: Dependencies) { // expect: dependencies-first
        self.dependencies = dependencies
        self.state = state
    }

    func tap() { dependencies.tracker.trackAddToCart() }
}
