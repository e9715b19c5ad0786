// Bad: FeedScreen calls `loader.load(dependencies:)` but its typealias lists LoggingDependency instead of forwarding FeedLoaderDependencies; compiles only by coincidence.
typealias FeedScreenDependencies = LoggingDependency
    & TrackingDependency

struct FeedScreen<Dependencies: FeedScreenDependencies> {
    let dependencies: Dependencies
    let loader = FeedLoader()

    func items() -> [String] {
        dependencies.tracker.trackEvent("feed")
        return loader.load(dependencies: dependencies) // expect: missing-forwarding
    }
}
