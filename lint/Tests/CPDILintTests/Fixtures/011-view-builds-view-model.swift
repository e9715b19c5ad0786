// Correct: a view that only builds a generic view model keeps the model, not its dependencies; it forwards the model's typealias.
typealias FeedViewDependencies = FeedViewModelDependencies // Required by FeedViewModel

struct FeedView<Dependencies: FeedViewDependencies>: View {
    let model: FeedViewModel<Dependencies>

    init(dependencies: Dependencies) {
        model = FeedViewModel(dependencies: dependencies)
    }

    var body: some View {
        Button("Refresh") { model.refresh() }
    }
}

typealias FeedViewModelDependencies = LoggingDependency

final class FeedViewModel<Dependencies: FeedViewModelDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func refresh() { dependencies.logger.log("refresh") }
}
