// The middle class: forwards ScreenBaseDependencies and calls super.init.
typealias ListScreenDependencies = ScreenBaseDependencies // Required by superclass ScreenBase
    & TrackingDependency

class ListScreen<Dependencies: ListScreenDependencies>: ScreenBase<Dependencies> {
    override init(dependencies: Dependencies) {
        super.init(dependencies: dependencies)
        dependencies.tracker.trackEvent("list")
    }
}
