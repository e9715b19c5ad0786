// Bad: PDPViewController passes its dependencies to a non-generic superclass via `super.init(dependencies:)` without forwarding ShopBaseViewControllerDependencies; compiles only by coincidence. Reported at `super`.
typealias ShopBaseViewControllerDependencies = LoggingDependency

class ShopBaseViewController {
    init<Dependencies: ShopBaseViewControllerDependencies>(dependencies: Dependencies) {
        dependencies.logger.log("base")
    }
}

typealias PDPViewControllerDependencies = LoggingDependency
    & TrackingDependency

class PDPViewController<Dependencies: PDPViewControllerDependencies>: ShopBaseViewController {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
        super.init(dependencies: dependencies) // expect: missing-forwarding
        dependencies.tracker.trackAddToCart()
    }
}
