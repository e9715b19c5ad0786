// Correct: a two-level superclass chain; each class forwards only its direct superclass's typealias (the grandparent is reached through the parent's).
typealias ScreenBaseDependencies = LoggingDependency

class ScreenBase<Dependencies: ScreenBaseDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
        dependencies.logger.log("screen")
    }
}
