// (Not type-checked: the missing forwards do not compile.) Children created with `.init` whose type comes
// from what a closure returns: an element of the array `map` makes, the value an optional's `map` wraps,
// the result of a closure kept in a property; and a child created with a local copy of the outer half of
// the splice a view keeps.
typealias RowDependencies = LoggingDependency

struct Row<Dependencies: RowDependencies> {
    let dependencies: Dependencies
    let sku: String

    func show() { dependencies.logger.log(sku) }
}

typealias BadgeDependencies = TrackingDependency

struct Badge<Dependencies: BadgeDependencies> {
    let dependencies: Dependencies
    let sku: String

    func show() { dependencies.tracker.trackEvent(sku) }
}

typealias TileDependencies = LoggingDependency & TrackingDependency

struct Tile<Dependencies: TileDependencies> {
    let dependencies: Dependencies

    func show() {
        dependencies.logger.log("tile")
        dependencies.tracker.trackEvent("tile")
    }
}

typealias CatalogDependencies = TrackingDependency

struct Catalog<Dependencies: CatalogDependencies> {
    let dependencies: Dependencies

    func rows(for skus: [String]) -> [Row<Dependencies>] {
        dependencies.tracker.trackEvent("rows")
        return skus.map { .init(dependencies: dependencies, sku: $0) } // expect: missing-forwarding
    }

    func badge(for sku: String?) -> Badge<Dependencies>? {
        sku.map { .init(dependencies: dependencies, sku: $0) } // expect: missing-forwarding
    }

    var tileFactory: () -> Tile<Dependencies> {
        { .init(dependencies: dependencies) } // expect: missing-forwarding
    }
}

typealias ShelfViewDependencies = PrintingDependency
    & LoggingDependency

typealias ShelfViewExternalDependencies = LoggingDependency

struct SplicedShelfViewDependencies<ExternalDependencies: ShelfViewExternalDependencies>: ShelfViewDependencies {
    let externalDependencies: ExternalDependencies
    let printer: any Printing

    var logger: any Logging { externalDependencies.logger }
}

struct ShelfView<ExternalDependencies: ShelfViewExternalDependencies> {
    let dependencies: SplicedShelfViewDependencies<ExternalDependencies>

    func show() {
        dependencies.printer.print("shelf")
        let external = dependencies.externalDependencies
        Badge(dependencies: external, sku: "shelf").show() // expect: missing-forwarding
    }
}
