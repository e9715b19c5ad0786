typealias BadgeDependencies = LoggingDependency

struct Badge<Dependencies: BadgeDependencies> {
    let title: String
    let dependencies: Dependencies

    init(title: String, dependencies: Dependencies) {
        self.title = title
        self.dependencies = dependencies
    }

    func show() { dependencies.logger.log(title) }
}

typealias ShelfDependencies = BadgeDependencies // Required by Badge

struct Shelf<Dependencies: ShelfDependencies> {
    let dependencies: Dependencies

    func show() { Badge(title: "new", dependencies: dependencies).show() }
}
