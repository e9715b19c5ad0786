// Rulebook "Direct Child Dependencies": PDPViewDependencies forwards ProductImageViewDependencies for the ProductImageView it creates; lints clean.
typealias PDPViewDependencies = TrackingDependency
    & ProductImageViewDependencies // Required by ProductImageView

struct PDPView<Dependencies: PDPViewDependencies>: View {
    let dependencies: Dependencies

    var body: some View {
        VStack {
            Text("Product Detail Page")
            ProductImageView(dependencies: dependencies) // Borrows PDPViewDependencies
            Button("Add to cart") {
                dependencies.tracker.trackAddToCart()
            }
        }
    }
}
