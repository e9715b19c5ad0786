import ShopUI

typealias PDPScreenDependencies = ShopScreenDependencies // Required by superclass ShopScreen
    & TrackingDependency

final class PDPScreen<Dependencies: PDPScreenDependencies>: ShopScreen<Dependencies> {
    override func show() {
        super.show()
        dependencies.tracker.trackEvent("pdp")
    }
}
