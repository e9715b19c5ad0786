// Good: the rulebook's `class Foo<Dependencies: FooDependencies>: FooBase` keeps its own
// `let dependencies`, so the base class keeps its under another name (a stored property cannot be
// overridden): renaming the base's would break the subclass.
typealias ShopBaseDependencies = LoggingDependency

class ShopBase<Dependencies: ShopBaseDependencies> {
    let baseDependencies: Dependencies

    init(dependencies: Dependencies) {
        baseDependencies = dependencies
    }
}

typealias ShopDependencies = ShopBaseDependencies // Required by superclass ShopBase
    & TrackingDependency

final class Shop<Dependencies: ShopDependencies>: ShopBase<Dependencies> {
    let dependencies: Dependencies

    override init(dependencies: Dependencies) {
        self.dependencies = dependencies
        super.init(dependencies: dependencies)
        dependencies.tracker.trackAddToCart()
    }
}
