// Bad: a subscript takes `dependencies` second; wrong because `dependencies` comes first in subscripts too.
typealias Catalog_subscriptDependencies = LoggingDependency

struct Catalog {
    subscript<Dependencies: Catalog_subscriptDependencies>(index: Int, dependencies dependencies: Dependencies) -> String { // expect: dependencies-first
        dependencies.logger.log("item \(index)")
        return "item"
    }
}
