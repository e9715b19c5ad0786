// Correct: the root provides the logger its superclass declares, in a file of its own.
typealias TillDependencies = LoggingDependency

struct Till<Dependencies: TillDependencies> {
    let dependencies: Dependencies

    func open() { dependencies.logger.log("open") }
}

final class AppRoot: BaseRoot, TillDependencies {}

func startTill() { Till(dependencies: AppRoot()).open() }
