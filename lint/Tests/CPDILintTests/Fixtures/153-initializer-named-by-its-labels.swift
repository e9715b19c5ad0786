// An initializer with `dependencies` second, also named by its labels as a function value: --fix
// reports it but leaves it, since the reference and its positional call cannot follow the reorder.
typealias TileDependencies = LoggingDependency

struct Tile<Dependencies: TileDependencies> {
    let dependencies: Dependencies
    let sku: String

    init(sku: String, dependencies: Dependencies) { // expect: dependencies-first
        self.sku = sku
        self.dependencies = dependencies
    }

    func show() { dependencies.logger.log(sku) }
}

typealias GridDependencies = LoggingDependency
    & TileDependencies // Required by Tile

struct Grid<Dependencies: GridDependencies> {
    let dependencies: Dependencies

    func show(_ skus: [String]) {
        let make = Tile<Dependencies>.init(sku:dependencies:)
        for sku in skus { make(sku, dependencies).show() }
        Tile(sku: "first", dependencies: dependencies).show() // expect: dependencies-first
    }
}
