// Bad: children created from a value that is the caller's own dependencies, however it got there: a
// local copy passed to a static factory, `.init` typed by an array annotation, a renamed capture. The
// owner lists the children's protocols itself, so it compiles today, but not their typealiases.
typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    static func make(dependencies: Dependencies) -> Receipt { Receipt(dependencies: dependencies) }

    func save() { dependencies.printer.print("saved") }
}

typealias MilestoneBadgeDependencies = TrackingDependency

struct MilestoneBadge<Dependencies: MilestoneBadgeDependencies> {
    let dependencies: Dependencies
    let level: Int

    init(dependencies: Dependencies, level: Int) {
        self.dependencies = dependencies
        self.level = level
    }

    func track() { dependencies.tracker.trackEvent("level \(level)") }
}

typealias StreakBadgeDependencies = TrackingDependency

struct StreakBadge<Dependencies: StreakBadgeDependencies> {
    let dependencies: Dependencies

    func track() { dependencies.tracker.trackEvent("streak") }
}

typealias CheckoutDependencies = LoggingDependency
    & PrintingDependency
    & TrackingDependency

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func finish() {
        dependencies.logger.log("finish")
        let current = dependencies
        return Receipt.make(dependencies: current).save() // expect: missing-forwarding
    }

    func badges() -> [MilestoneBadge<Dependencies>] {
        let badges: [MilestoneBadge<Dependencies>] = [.init(dependencies: dependencies, level: 1)] // expect: missing-forwarding
        return badges
    }

    func streak() -> () -> Void {
        { [current = dependencies] in StreakBadge(dependencies: current).track() } // expect: missing-forwarding
    }
}
