internal import Core

typealias SearchModelDependencies = NetworkingDependency

final class SearchModel<Dependencies: SearchModelDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func search(_ query: String) async -> String {
        await dependencies.network.get("/search?q=\(query)")
    }
}
