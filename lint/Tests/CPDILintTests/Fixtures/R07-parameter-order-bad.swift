// Rulebook "parameter order" BAD: `dependencies` comes last; wrong because the dependencies parameter must always come first. To compile, the initializer is declared in the same (bad) order, so both the declaration and the call are reported.
typealias PDPViewDependencies = TrackingDependency

struct PDPView<Dependencies: PDPViewDependencies>: View {
    let dependencies: Dependencies
    let sku: String

    init(sku: String, disposition: Disposition, context: PDPContext, dependencies: Dependencies) { // expect: dependencies-first
        self.dependencies = dependencies
        self.sku = sku
    }

    var body: some View {
        Button("Add \(sku) to cart") {
            dependencies.tracker.trackAddToCart()
        }
    }
}

enum Disposition { case available }

struct PDPContext {}

typealias PDPScreenDependencies = PDPViewDependencies // Required by PDPView

struct PDPScreen<Dependencies: PDPScreenDependencies>: View {
    let dependencies: Dependencies

    var body: some View {
        PDPView(sku: "ABC", disposition: .available, context: PDPContext(), dependencies: dependencies) // expect: dependencies-first
    }
}
