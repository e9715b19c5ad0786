// Three nested `Row`s and a nested `Header` that shadows a file-scope `Header`, as the compiler resolves
// them: a name written inside a type means the type nested there first. `CartView.Row` and
// `CartView.Header` keep `CartView`'s own `Dependencies`, so `CartView` forwards nothing for them;
// `Orders.Row` and `Shelf.Row` have typealiases of their own, named by their paths, which their creators
// forward. Nothing here is a finding.
typealias CartViewDependencies = LoggingDependency

struct CartView<Dependencies: CartViewDependencies>: View {
    let dependencies: Dependencies
    let skus: [String]

    func rows() -> [Row] {
        skus.map { Row(dependencies: dependencies, sku: $0) }
    }

    func header() -> Header {
        Header(dependencies: dependencies, count: skus.count)
    }

    struct Row {
        let dependencies: Dependencies
        let sku: String

        func show() { dependencies.logger.log(sku) }
    }

    struct Header {
        let dependencies: Dependencies
        let count: Int

        func show() { dependencies.logger.log("\(count) items") }
    }
}

typealias HeaderDependencies = TrackingDependency

struct Header<Dependencies: HeaderDependencies> {
    let dependencies: Dependencies
    let title: String

    func show() { dependencies.tracker.trackEvent(title) }
}

typealias OrdersRowDependencies = TrackingDependency

typealias OrdersViewDependencies = LoggingDependency
    & OrdersRowDependencies // Required by Orders.Row

enum Orders {
    struct Row<Dependencies: OrdersRowDependencies> {
        let dependencies: Dependencies
        let sku: String

        func show() { dependencies.tracker.trackEvent(sku) }
    }
}

struct OrdersView<Dependencies: OrdersViewDependencies> {
    let dependencies: Dependencies

    func row() -> Orders.Row<Dependencies> {
        dependencies.logger.log("orders")
        return Orders.Row(dependencies: dependencies, sku: "A")
    }
}

typealias ShelfDependencies = LoggingDependency
    & ShelfRowDependencies // Required by Shelf.Row

typealias ShelfRowDependencies = PrintingDependency

struct Shelf<Dependencies: ShelfDependencies> {
    let dependencies: Dependencies

    func row() -> Row<Dependencies> {
        dependencies.logger.log("shelf")
        return Row(dependencies: dependencies, sku: "A")
    }

    // Named otherwise: `Dependencies` would shadow the outer generic parameter.
    struct Row<RowDependencies: ShelfRowDependencies> {
        let dependencies: RowDependencies
        let sku: String

        func show() { dependencies.printer.print(sku) }
    }
}
