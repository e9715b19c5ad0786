// Good for unused-dependency (opt-in): both protocols are used by the type that adopts the protocol whose nested typealias lists them. The nested typealias itself breaks the rulebook's naming and placement.
protocol Clock {
    var now: Int { get }
}

protocol ClockDependency {
    var clock: any Clock { get }
}

protocol FavoritesRepository {
    var isFavorite: Bool { get }
}

protocol FavoritesRepositoryDependency {
    var favoritesRepository: any FavoritesRepository { get }
}

protocol LoaderModeling {
    typealias Dependencies = FavoritesRepositoryDependency & ClockDependency // expect: typealias-name
    func load(dependencies: Dependencies) -> Bool
}

struct LoaderModel: LoaderModeling {
    func load(dependencies: Dependencies) -> Bool {
        _ = dependencies.clock.now
        return dependencies.favoritesRepository.isFavorite
    }
}
