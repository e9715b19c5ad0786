// Foo's helper function (not in the rulebook), with its `Baz_trackDependencies` typealias.
typealias Baz_trackDependencies = TrackingDependency

enum Baz {
    static func track<Dependencies: Baz_trackDependencies>(dependencies: Dependencies) {
        dependencies.tracker.trackEvent("foo")
    }
}
