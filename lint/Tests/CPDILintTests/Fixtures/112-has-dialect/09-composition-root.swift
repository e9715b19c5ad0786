// ACCEPT. Composition roots seen: fosdem `class Services` + `extension Services: HasOpenService, … {}`;
// lifeisskillapp `final class AppDependency` with `lazy var x = X(dependencies: self)`; Proton's
// Sourcery-generated `extension UserContainer: HasX { var x: X { xFactory() } }` (two-level form in 09b).
// The root passes `self`; it has no typealias of its own.
typealias FavoritesStoreDependencies = HasClock

final class FavoritesStore<Dependencies: FavoritesStoreDependencies>: Favorites {
    let dependencies: Dependencies
    init(dependencies: Dependencies) { self.dependencies = dependencies }
    func add(_ id: Int) { _ = dependencies.clock.now }
}

final class Services {
    let clock: any Clock
    private(set) lazy var favorites: any Favorites = FavoritesStore(dependencies: self)
    init(clock: any Clock) { self.clock = clock }
}

extension Services: HasClock, HasFavorites {}
