// Correct: FeedLoader keeps no dependencies; its generic function `load<Dependencies: FeedLoaderDependencies>(dependencies:)` takes them per call.
typealias FeedLoaderDependencies = LoggingDependency

struct FeedLoader {
    let url: String

    func load<Dependencies: FeedLoaderDependencies>(dependencies: Dependencies) -> [String] {
        dependencies.logger.log("loading \(url)")
        return []
    }
}
