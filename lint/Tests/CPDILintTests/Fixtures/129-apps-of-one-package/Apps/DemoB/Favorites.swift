// Demo B's favorites: its `FavoriteLoading` is a type with a typealias of its own; Demo A's
// `FavoriteLoading.Dependencies` is not visible here, and nothing asks to forward it.
import Kit

typealias FavoriteLoadingDependencies = LoaderFeatureDependencies // Required by LoaderFeature

struct FavoriteLoading<Dependencies: FavoriteLoadingDependencies> {
    let dependencies: Dependencies

    func load() { LoaderFeature(dependencies: dependencies).load() }
}

typealias FavoritesScreenDependencies = TrackingDependency
    & FavoriteLoadingDependencies // Required by FavoriteLoading

struct FavoritesScreen<Dependencies: FavoritesScreenDependencies> {
    let dependencies: Dependencies

    func show() {
        dependencies.tracker.trackEvent("screen")
        FavoriteLoading(dependencies: dependencies).load()
    }
}
