typealias BannerDependencies = LoggingDependency

struct Banner<Dependencies: BannerDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("banner") }
}
