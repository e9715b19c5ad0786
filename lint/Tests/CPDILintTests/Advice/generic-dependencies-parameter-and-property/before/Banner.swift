typealias BannerDependencies = TrackingDependency

// The parameter and the property that keeps it are both named otherwise: one finding names both.
struct Banner<Deps> where Deps: BannerDependencies {
    let deps: Deps

    func show() { deps.tracker.trackEvent("banner") }
}
