// The leaf class: forwards ListScreenDependencies only.
typealias FavoritesScreenDependencies = ListScreenDependencies // Required by superclass ListScreen
    & PrintingDependency

final class FavoritesScreen<Dependencies: FavoritesScreenDependencies>: ListScreen<Dependencies> {
    override init(dependencies: Dependencies) {
        super.init(dependencies: dependencies)
        dependencies.printer.print("favorites")
    }
}
