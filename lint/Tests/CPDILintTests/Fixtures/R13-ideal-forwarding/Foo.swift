// Rulebook "ideal setup": Foo forwards its superclass's, its child's and its helper's typealiases and lists what it uses itself; lints clean in the rulebook's (non-alphabetical) order.
typealias FooDependencies = FooBaseDependencies // Superclass dependencies
    & LoggingDependency // Used directly in this file
    & BarDependencies // Direct child's dependencies
    & Baz_trackDependencies // Helper/function call w/ dependencies

class Foo<Dependencies: FooDependencies>: FooBase {
    let dependencies: Dependencies
    let bar: Bar

    init(dependencies: Dependencies) {
        self.dependencies = dependencies // set own dependencies, if required
        self.bar = Bar(dependencies: dependencies) // pass child-dependencies
        super.init(dependencies: dependencies) // pass superclass dependencies
        Baz.track(dependencies: dependencies) // pass helper function dependencies
        dependencies.logger.log("foo Loaded!") // use dependencies directly
    }
}
