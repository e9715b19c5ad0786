// The rulebook's base view controller: not generic (the rulebook inherits `ShopBaseViewController` without arguments), so it uses its dependencies in a generic initializer and does not keep them.
typealias ShopBaseViewControllerDependencies = LoggingDependency

class ShopBaseViewController {
    init<Dependencies: ShopBaseViewControllerDependencies>(dependencies: Dependencies) {
        dependencies.logger.log("view controller created")
    }
}
