// Rulebook: PDPView before CPDI is applied (no dependencies yet); lints clean.
struct PDPView: View {
    var body: some View {
        VStack {
            Text("Product Detail Page")
            Button("Add to cart") {
                // TODO: Track add to cart event
            }
        }
    }
}
