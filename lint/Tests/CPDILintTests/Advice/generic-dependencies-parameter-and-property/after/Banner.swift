typealias BannerDependencies = TrackingDependency

struct Banner<Dependencies: BannerDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.tracker.trackEvent("banner") }
}
