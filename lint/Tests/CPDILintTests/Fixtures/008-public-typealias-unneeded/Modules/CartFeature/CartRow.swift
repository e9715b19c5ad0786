// The row whose typealias is made public without need.
public typealias CartRowDependencies = TrackingDependency // expect: public-typealias

struct CartRow<Dependencies: CartRowDependencies> {
    let dependencies: Dependencies

    func tap() { dependencies.tracker.trackAddToCart() }
}
