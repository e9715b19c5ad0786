typealias BrokenDependencies = LoggingDependency

struct Broken<Dependencies: BrokenDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("broken") }
}
