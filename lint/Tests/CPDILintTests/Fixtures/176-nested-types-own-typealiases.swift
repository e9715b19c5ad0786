// (Not type-checked: the missing forwards do not compile.) Nested types that take typealiases of their
// own: the one its creator does not forward is found from where it is created, and a nested type's
// typealias is named by its path when another type shares its name (`Basket.Row` beside `Orders.Row`),
// by its own name when none does (`Basket.Badge`).
typealias BasketDependencies = LoggingDependency

struct Basket<Dependencies: BasketDependencies> {
    let dependencies: Dependencies

    func row() -> Row<Dependencies> {
        dependencies.logger.log("basket")
        return Row(dependencies: dependencies, sku: "A") // expect: missing-forwarding
    }

    func badge() -> Badge<Dependencies> {
        Badge(dependencies: dependencies) // expect: missing-forwarding
    }

    struct Row<RowDependencies: BasketRowDeps> {
        let dependencies: RowDependencies
        let sku: String

        func show() { dependencies.tracker.trackEvent(sku) }
    }

    struct Badge<BadgeDependencies: BadgeDeps> {
        let dependencies: BadgeDependencies

        func show() { dependencies.printer.print("badge") }
    }
}

typealias BasketRowDeps = TrackingDependency // expect: typealias-name

typealias BadgeDeps = PrintingDependency // expect: typealias-name

enum Orders {
    struct Row<Dependencies: OrdersRowDependencies> {
        let dependencies: Dependencies

        func show() { dependencies.logger.log("row") }
    }
}

typealias OrdersRowDependencies = LoggingDependency
