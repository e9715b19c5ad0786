// Bad: a splice by what it does, under another name, whose parameter (`Outer`) is constrained only in the
// extension that declares its conformance. It is a splice: its one right finding is its name, and the
// member it lacks goes into that extension (--fix writes it there). (Not type-checked: it lacks `logger`
// until then.)
protocol Favorites {
    func all() -> [String]
}

protocol FavoritesStoreDependency {
    var favoritesStore: any Favorites { get }
}

typealias FavoritesViewDependencies = TrackingDependency
    & LoggingDependency
    & FavoritesStoreDependency

typealias FavoritesViewExternalDependencies = TrackingDependency
    & LoggingDependency

struct FavoritesScope<Outer> { // expect: splice-name
    let externalDependencies: Outer
    let favoritesStore: any Favorites
}

extension FavoritesScope: FavoritesViewDependencies where Outer: FavoritesViewExternalDependencies { // expect: missing-requirements
    var tracker: any Tracking { externalDependencies.tracker }
}

struct FavoritesView<ExternalDependencies: FavoritesViewExternalDependencies> {
    let dependencies: FavoritesScope<ExternalDependencies>

    func show() -> [String] {
        dependencies.tracker.trackAddToCart()
        dependencies.logger.log("favorites")
        return dependencies.favoritesStore.all()
    }
}
