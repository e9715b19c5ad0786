// Rulebook "Superclass Dependencies": PDPViewControllerDependencies forwards ShopBaseViewControllerDependencies; lints clean (the rulebook's superclass-last order included). Slip corrected: the rulebook's `struct PDPViewController` → `class` (a struct cannot inherit); `addToCart()` added because the rulebook elides where tracking is used.
typealias PDPViewControllerDependencies = TrackingDependency
    & ShopBaseViewControllerDependencies // Required by ShopBaseViewController

class PDPViewController<Dependencies: PDPViewControllerDependencies>: ShopBaseViewController {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
        super.init(dependencies: dependencies) // Borrows PDPViewControllerDependencies
    }

    func addToCart() {
        dependencies.tracker.trackAddToCart()
    }
}
