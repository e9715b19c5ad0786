// Demo A's favorites: a helper namespace that nests its typealias. Demo B, another app of the same
// package, declares a `FavoriteLoading` of its own; neither app is told about the other's.
import Kit

enum FavoriteLoading {
    typealias Dependencies = TrackingDependency // expect: typealias-name
        & LoaderFeatureDependencies // Required by LoaderFeature

    static func load<D: Dependencies>(dependencies: D) {
        dependencies.tracker.trackEvent("favorites")
        LoaderFeature(dependencies: dependencies).load()
    }
}

typealias FavoritesScreenDependencies = FavoriteLoading.Dependencies // Required by FavoriteLoading

struct FavoritesScreen<Dependencies: FavoritesScreenDependencies> {
    let dependencies: Dependencies

    func show() { FavoriteLoading.load(dependencies: dependencies) }
}
