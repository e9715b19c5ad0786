// Correct: `dependencies` first in an initializer, a helper, a subscript and their call sites.
typealias Catalog_subscriptDependencies = LoggingDependency

struct Catalog {
    subscript<Dependencies: Catalog_subscriptDependencies>(dependencies dependencies: Dependencies, index index: Int) -> String {
        dependencies.logger.log("item \(index)")
        return "item"
    }
}

typealias ShelfDependencies = Catalog_subscriptDependencies // Required by Catalog.subscript

struct Shelf<Dependencies: ShelfDependencies> {
    let dependencies: Dependencies
    let title: String

    init(dependencies: Dependencies, title: String) {
        self.dependencies = dependencies
        self.title = title
    }

    func first() -> String { Catalog()[dependencies: dependencies, index: 0] }
}
