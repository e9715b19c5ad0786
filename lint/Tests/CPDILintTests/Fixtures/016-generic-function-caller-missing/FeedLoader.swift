// Correct: a loader with a generic load function; its caller (FeedScreen.swift) forwards FeedLoaderDependencies.
typealias FeedLoaderDependencies = LoggingDependency

struct FeedLoader {
    func load<Dependencies: FeedLoaderDependencies>(dependencies: Dependencies) -> [String] {
        dependencies.logger.log("loading")
        return []
    }
}
