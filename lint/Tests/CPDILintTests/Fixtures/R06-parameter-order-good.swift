// Rulebook "parameter order" GOOD: `dependencies` is the first argument; lints clean. (The rulebook's `...` placeholders are filled with values, and a caller, PDPScreen, is added so the call compiles.)
typealias PDPViewDependencies = TrackingDependency

struct PDPView<Dependencies: PDPViewDependencies>: View {
    let dependencies: Dependencies
    let sku: String
    let disposition: Disposition
    let context: PDPContext

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
        PDPView(dependencies: dependencies, sku: "ABC", disposition: .available, context: PDPContext())
    }
}
