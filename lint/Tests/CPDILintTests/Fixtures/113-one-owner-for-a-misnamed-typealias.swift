// Bad: 'MoodCellDependencies' is named after no type and constrains two. typealias-name and shared-typealias agree on one owner (MoodCellView, the first by name): rename the typealias after it, and give the view model its own typealias that the view forwards. Doing both declares nothing twice.
typealias MoodCellDependencies = LoggingDependency // expect: typealias-name

struct MoodCellViewModel<Dependencies: MoodCellDependencies> { // expect: shared-typealias
    let dependencies: Dependencies

    func load() { dependencies.logger.log("mood") }
}

struct MoodCellView<Dependencies: MoodCellDependencies> {
    let dependencies: Dependencies

    func model() -> MoodCellViewModel<Dependencies> { MoodCellViewModel(dependencies: dependencies) }
}
