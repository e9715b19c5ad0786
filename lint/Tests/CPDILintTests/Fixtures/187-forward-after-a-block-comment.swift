// A typealias whose last line ends in a block comment that runs on to the next line: the forward goes
// after the comment, not inside it (where it would forward nothing, and each run would add it again).
typealias TotalRowDependencies = LoggingDependency

struct TotalRow<Dependencies: TotalRowDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("total") }
}

typealias CartDependencies = LoggingDependency
    & TrackingDependency /* what the cart tracks;
                            its rows log */
/// The cart.
struct Cart<Dependencies: CartDependencies> {
    let dependencies: Dependencies

    func show() {
        dependencies.tracker.trackEvent("cart")
        TotalRow(dependencies: dependencies).show() // expect: missing-forwarding
    }
}
