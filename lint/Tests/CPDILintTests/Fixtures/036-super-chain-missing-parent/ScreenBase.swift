// The grandparent class.
typealias ScreenBaseDependencies = LoggingDependency

class ScreenBase<Dependencies: ScreenBaseDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
        dependencies.logger.log("screen")
    }
}
