// Bad: a protocol requirement takes its own unconstrained `associatedtype Dependencies` after another
// parameter; it is reported with its conformer, since the two can only change together.
typealias ScreenDependencies = TrackingDependency

protocol Routable {
    associatedtype Dependencies

    init(route: String, dependencies: Dependencies) // expect: dependencies-first
}

struct Screen<Dependencies: ScreenDependencies>: Routable {
    let dependencies: Dependencies
    let route: String

    init(route: String, dependencies: Dependencies) { // expect: dependencies-first
        self.route = route
        self.dependencies = dependencies
    }
}
