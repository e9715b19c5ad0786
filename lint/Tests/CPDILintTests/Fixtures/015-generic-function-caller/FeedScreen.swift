// The caller forwards the loader's typealias for `load(dependencies:)`.
typealias FeedScreenDependencies = FeedLoaderDependencies // Required by FeedLoader.load

struct FeedScreen<Dependencies: FeedScreenDependencies> {
    let dependencies: Dependencies
    let loader = FeedLoader()

    func items() -> [String] { loader.load(dependencies: dependencies) }
}
