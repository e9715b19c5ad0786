// Rulebook "associatedtype Dependencies": PDPView adopts PDPComponent and forwards PDPComponentDependencies; lints clean. Slip corrected: the rulebook calls `log("appeared!")`, PDPComponent declares `log(message:)`.
typealias PDPViewDependencies = TrackingDependency
    & ProductImageViewDependencies
    & PDPComponentDependencies // Required by PDPComponent

struct PDPView<Dependencies: PDPViewDependencies>: View, PDPComponent /* <- Implicitly uses PDPViewDependencies */ {
    let dependencies: Dependencies

    var body: some View {
        VStack {
            Text("Product Detail Page")
            ProductImageView(dependencies: dependencies)
            Button("Add to cart") {
                dependencies.tracker.trackAddToCart()
            }
        }
        .onAppear {
            log(message: "appeared!")
        }
    }
}
