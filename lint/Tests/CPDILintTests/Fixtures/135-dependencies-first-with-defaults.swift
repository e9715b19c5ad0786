// Bad: `dependencies` after an unlabeled first parameter, with a defaulted parameter after it, and called
// through `Self(…)`, with and without the default. `--fix` moves it first in the declaration and in every
// call, whichever defaults a call leaves out.
typealias BadgeDependencies = LoggingDependency

struct Badge<Dependencies: BadgeDependencies> {
    let title: String
    let dependencies: Dependencies
    let onTap: () -> Void

    init(_ title: String, dependencies: Dependencies, onTap: @escaping () -> Void = {}) { // expect: dependencies-first
        self.title = title
        self.dependencies = dependencies
        self.onTap = onTap
    }

    static func make(dependencies: Dependencies) -> Self {
        Self("x", dependencies: dependencies) // expect: dependencies-first
    }

    func show() { dependencies.logger.log(title) }
}

typealias ShelfDependencies = BadgeDependencies // Required by Badge

struct Shelf<Dependencies: ShelfDependencies> {
    let dependencies: Dependencies
    func show() {
        Badge("a", dependencies: dependencies).show() // expect: dependencies-first
        Badge("b", dependencies: dependencies, onTap: {}).show() // expect: dependencies-first
    }
}
