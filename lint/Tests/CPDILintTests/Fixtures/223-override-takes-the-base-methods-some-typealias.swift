// Good: an override takes its base method's `some` typealias, as the compiler requires («Superclass
// Dependencies»). No finding.
protocol Networking { func get(_ path: String) async -> String }
protocol NetworkingDependency { var network: any Networking { get } }

typealias FeedLoader_loadDependencies = NetworkingDependency

class FeedLoader {
    func load(dependencies: some FeedLoader_loadDependencies, page: Int) async -> [String] {
        [await dependencies.network.get("/feed?page=\(page)")]
    }
}

final class CachedFeedLoader: FeedLoader {
    private var cache: [Int: [String]] = [:]

    override func load(dependencies: some FeedLoader_loadDependencies, page: Int) async -> [String] {
        if let hit = cache[page] { return hit }
        let items = await super.load(dependencies: dependencies, page: page)
        cache[page] = items
        return items
    }
}
