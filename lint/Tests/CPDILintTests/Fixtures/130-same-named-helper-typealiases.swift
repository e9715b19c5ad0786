// Two types each nest a helper's typealias under the same name: each is named after its own owner and
// function, and each helper's child is checked against its own typealias (Catalog's forwards its
// child's; Orders' does not).
typealias CatalogRowDependencies = LoggingDependency

struct CatalogRow<Dependencies: CatalogRowDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("row") }
}

struct Catalog {}

extension Catalog {
    typealias LoadItemsDependencies = TrackingDependency // expect: typealias-name (as 'Catalog_loadItemsDependencies')
        & CatalogRowDependencies // Required by CatalogRow

    static func loadItems<Dependencies: LoadItemsDependencies>(dependencies: Dependencies) {
        dependencies.tracker.trackEvent("catalog")
        CatalogRow(dependencies: dependencies).show()
    }
}

struct Orders {}

extension Orders {
    typealias LoadItemsDependencies = LoggingDependency // expect: typealias-name (as 'Orders_loadItemsDependencies')
        & TrackingDependency

    static func loadItems<Dependencies: LoadItemsDependencies>(dependencies: Dependencies) {
        dependencies.tracker.trackEvent("orders")
        CatalogRow(dependencies: dependencies).show() // expect: missing-forwarding
    }
}
