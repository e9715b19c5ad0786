typealias HomeViewDependencies = LoggingDependency
    & BannerDependencies // Required by Banner

struct HomeView<Dependencies: HomeViewDependencies> {
    let dependencies: Dependencies

    func show() {
        dependencies.logger.log("home")
        Banner(dependencies: dependencies).show()
    }
}
