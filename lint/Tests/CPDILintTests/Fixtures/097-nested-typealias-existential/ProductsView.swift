// Bad: the older nested form, a `typealias Dependencies` inside the type stored as an existential; one finding, at the typealias, that says to move it out and make the type generic.
struct ProductsView: View {
    typealias Dependencies = TrackingDependency // expect: typealias-name

    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func tap() {
        dependencies.tracker.trackAddToCart()
    }
}
