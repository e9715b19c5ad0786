// The child view the rulebook's example creates (its body is not in the rulebook).
typealias ProductImageViewDependencies = LoggingDependency

struct ProductImageView<Dependencies: ProductImageViewDependencies>: View {
    let dependencies: Dependencies

    var body: some View {
        Text("Image").onAppear {
            dependencies.logger.log("image shown")
        }
    }
}
