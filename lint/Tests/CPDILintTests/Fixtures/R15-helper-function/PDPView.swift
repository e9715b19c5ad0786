// Rulebook "helper functions": PDPView forwards View_autoExpandDependencies for the `.autoExpand(dependencies:)` modifier it calls; lints clean.
typealias PDPViewDependencies = TrackingDependency
    & View_autoExpandDependencies // Required by `.autoExpand(...)`, declared in `View+AutoExpand.swift`

struct PDPView<Dependencies: PDPViewDependencies>: View {
    let dependencies: Dependencies

    var body: some View {
        VStack {
            Text("Product Detail Page")
            Button("Add to cart") {
                dependencies.tracker.trackAddToCart()
            }
        }
        .autoExpand(dependencies: dependencies) // Borrows PDPViewDependencies
    }
}
