typealias HomeViewDependencies = TrackingDependency

struct HomeView<Dependencies: HomeViewDependencies> {
    let dependencies: Dependencies

    func show() {
        dependencies.tracker.trackEvent("home")
        Banner(dependencies: dependencies).show() // expect: missing-forwarding
    }
}
