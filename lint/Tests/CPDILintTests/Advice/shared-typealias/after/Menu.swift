typealias MenuDependencies = LoggingDependency

struct Menu<Dependencies: MenuDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("menu") }
}

// Another type constrained by Menu's typealias instead of its own.
typealias MenuItemDependencies = LoggingDependency

struct MenuItem<Dependencies: MenuItemDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("item") }
}
