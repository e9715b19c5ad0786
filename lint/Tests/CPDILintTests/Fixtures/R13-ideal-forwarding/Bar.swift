// Foo's child (not in the rulebook): stored as plain `Bar` by the rulebook, so it takes dependencies in a generic initializer and does not keep them.
typealias BarDependencies = TrackingDependency

struct Bar {
    init<Dependencies: BarDependencies>(dependencies: Dependencies) {
        dependencies.tracker.trackEvent("bar")
    }
}
