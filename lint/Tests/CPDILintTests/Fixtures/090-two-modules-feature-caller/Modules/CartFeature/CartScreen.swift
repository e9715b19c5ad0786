// The feature's screen; its typealias is public only because the public CartFeatureDependencies is built from it.
public typealias CartScreenDependencies = LoggingDependency

struct CartScreen<Dependencies: CartScreenDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("cart") }
}
