// Rulebook: PDPViewDependencies at the top of the file, PDPView generic over Dependencies and storing `dependencies`; lints clean.
typealias PDPViewDependencies = TrackingDependency

struct PDPView<Dependencies: PDPViewDependencies>: View {
    let dependencies: Dependencies

    var body: some View {
        VStack {
            Text("Product Detail Page")
            Button("Add to cart") {
                dependencies.tracker.trackAddToCart()
            }
        }
    }
}
