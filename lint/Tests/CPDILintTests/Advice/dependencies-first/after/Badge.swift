typealias BadgeDependencies = LoggingDependency

struct Badge<Dependencies: BadgeDependencies> {
    let title: String
    let dependencies: Dependencies

    init(dependencies: Dependencies, title: String) {
        self.title = title
        self.dependencies = dependencies
    }

    func show() { dependencies.logger.log(title) }
}

typealias ShelfDependencies = BadgeDependencies // Required by Badge

struct Shelf<Dependencies: ShelfDependencies> {
    let dependencies: Dependencies

    func show() { Badge(dependencies: dependencies, title: "new").show() }
}
