// A typealias that shares its line with the type after it: --fix adds the forward on that line, since
// a line of its own would come after the type's opening brace.
typealias ChipDependencies = LoggingDependency

struct Chip<Dependencies: ChipDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("chip") }
}

typealias ShelfDependencies = LoggingDependency & TrackingDependency; struct Shelf<Dependencies: ShelfDependencies> {
    let dependencies: Dependencies

    func show() {
        dependencies.tracker.trackAddToCart()
        Chip(dependencies: dependencies).show() // expect: missing-forwarding
    }
}
