typealias MenuDependencies = LoggingDependency

struct Menu<Dependencies: MenuDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("menu") }
}

// Another type constrained by Menu's typealias instead of its own.
struct MenuItem<Dependencies: MenuDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("item") }
}
