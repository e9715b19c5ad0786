// Bad: the leaf forwards its grandparent's typealias and leaf protocols instead of its superclass ListScreen's; compiles only by coincidence. One finding, on the inherited type name.
typealias FavoritesScreenDependencies = ScreenBaseDependencies
    & PrintingDependency
    & TrackingDependency

final class FavoritesScreen<Dependencies: FavoritesScreenDependencies>: ListScreen<Dependencies> { // expect: missing-forwarding
    override init(dependencies: Dependencies) {
        super.init(dependencies: dependencies)
        dependencies.printer.print("favorites")
    }
}
