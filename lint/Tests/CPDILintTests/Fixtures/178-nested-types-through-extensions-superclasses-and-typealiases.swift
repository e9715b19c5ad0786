// Nested types as the compiler finds them, whatever shares their plain names at file scope: a type declared
// in `extension Shop.Orders` is `Shop.Orders.Row`; a superclass and a protocol written inside `Screens` are
// `Screens.Base` and `Screens.Component`; a member `typealias Row = ItemRow<Dependencies>` hides a file-scope
// `Row`. Every forward here is the right one, so nothing is a finding.
enum Shop {
    enum Orders {}
}

typealias ShopOrdersRowDependencies = LoggingDependency

extension Shop.Orders {
    struct Row<Dependencies: ShopOrdersRowDependencies> {
        let dependencies: Dependencies

        func show() { dependencies.logger.log("row") }
    }
}

typealias OrdersScreenDependencies = TrackingDependency
    & ShopOrdersRowDependencies // Required by Shop.Orders.Row

struct OrdersScreen<Dependencies: OrdersScreenDependencies> {
    let dependencies: Dependencies

    func row() -> Shop.Orders.Row<Dependencies> {
        dependencies.tracker.trackEvent("orders")
        return Shop.Orders.Row(dependencies: dependencies)
    }
}

typealias RowDependencies = PrintingDependency

struct Row<Dependencies: RowDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.printer.print("row") }
}

typealias BaseDependencies = PrintingDependency

class Base<Dependencies: BaseDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }
}

typealias ComponentDependencies = PrintingDependency

protocol Component {
    associatedtype Dependencies: ComponentDependencies
}

typealias ScreensBaseDependencies = TrackingDependency

typealias ScreensComponentDependencies = LoggingDependency

typealias ScreensCartDependencies = ScreensBaseDependencies // Required by superclass Screens.Base
    & ScreensComponentDependencies // Required by Screens.Component

enum Screens {
    class Base<Dependencies: ScreensBaseDependencies> {
        let dependencies: Dependencies

        init(dependencies: Dependencies) {
            self.dependencies = dependencies
        }
    }

    protocol Component {
        associatedtype Dependencies: ScreensComponentDependencies
    }

    final class Cart<Dependencies: ScreensCartDependencies>: Base<Dependencies>, Component {
        func show() {
            dependencies.tracker.trackEvent("cart")
            dependencies.logger.log("cart")
        }
    }
}

typealias ItemRowDependencies = TrackingDependency

struct ItemRow<Dependencies: ItemRowDependencies> {
    let dependencies: Dependencies
    let sku: String

    func show() { dependencies.tracker.trackEvent(sku) }
}

typealias CartViewDependencies = LoggingDependency
    & ItemRowDependencies // Required by ItemRow

struct CartView<Dependencies: CartViewDependencies> {
    typealias Row = ItemRow<Dependencies>

    let dependencies: Dependencies

    func rows() -> [Row] {
        dependencies.logger.log("rows")
        return [Row(dependencies: dependencies, sku: "a")]
    }
}
