// ACCEPT. fosdem SnapshotTests: `struct Dependencies: TransportationController.Dependencies { var … }`;
// lifeisskillapp tests: `struct MockDependencies: HasLoggers & … & SettingsBarViewModel.Dependencies`.
// A concrete type conforming to a dependencies typealias is a root, not a second user of it.
typealias AgendaControllerDependencies = HasClock & HasFavorites

struct AgendaController<Dependencies: AgendaControllerDependencies> {
    let dependencies: Dependencies
    func star() { dependencies.favorites.add(dependencies.clock.now) }
}

struct AgendaTestDependencies: AgendaControllerDependencies {
    var clock: any Clock
    var favorites: any Favorites
}
