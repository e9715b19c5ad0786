// Good: a dependency protocol that only a constrained extension reads (`extension ShopComponent where
// Dependencies: TrackingDependency`) is used by whatever calls that extension's members, so the opt-in
// unused-dependency does not call it unused (removing it would not compile).
typealias ShopComponentDependencies = LoggingDependency

protocol ShopComponent {
    associatedtype Dependencies: ShopComponentDependencies
    var dependencies: Dependencies { get }
}

extension ShopComponent where Dependencies: TrackingDependency {
    func track(_ event: String) {
        dependencies.tracker.trackEvent(event)
    }
}

typealias OrdersScreenDependencies = TrackingDependency
    & ShopComponentDependencies // Required by ShopComponent

struct OrdersScreen<Dependencies: OrdersScreenDependencies>: ShopComponent {
    let dependencies: Dependencies

    func reorder() {
        dependencies.logger.log("reorder")
        track("reorder")
    }
}
