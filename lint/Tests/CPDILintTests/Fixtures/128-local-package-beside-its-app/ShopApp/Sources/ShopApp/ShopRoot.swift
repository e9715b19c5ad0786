// Bad: an app creates the public entry point of a local package it imports without forwarding its
// typealias (it compiles by coincidence). The package is another folder with its own manifest, and
// is checked together with the app that imports it.
import Kit

typealias ShopRootDependencies = LoggingDependency
    & TrackingDependency

struct ShopRoot<Dependencies: ShopRootDependencies> {
    let dependencies: Dependencies

    func run() {
        dependencies.tracker.trackEvent("launch")
        BadgeFeature(dependencies: dependencies).show() // expect: missing-forwarding
    }
}
