typealias MoreDependencies = HasTimeService

final class More<Dependencies: MoreDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func now() -> Int { dependencies.timeService.now }
}
