// Bad: children the compiler ties to the owner's dependencies without a `dependencies:` argument: a
// stored property typed over them (`let receipt: Receipt<Dependencies>`), which a caller fills, and a
// helper's parameter under another name (`deps: Dependencies`). Each owner lists the child's protocol
// itself, so it compiles only by coincidence; unused-dependency must not take that protocol away.
typealias ReceiptDependencies = TrackingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.tracker.trackAddToCart() }
}

typealias OrderDependencies = LoggingDependency
    & TrackingDependency

struct Order<Dependencies: OrderDependencies> {
    let dependencies: Dependencies
    let receipt: Receipt<Dependencies> // expect: missing-forwarding

    func show() {
        dependencies.logger.log("order")
        receipt.print()
    }
}

typealias Checkout_runDependencies = TrackingDependency

enum Checkout {
    static func run<Dependencies: Checkout_runDependencies>(deps: Dependencies) {
        Receipt(dependencies: deps).print() // expect: missing-forwarding
    }
}
