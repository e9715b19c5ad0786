// (Not type-checked: the missing forward does not compile.) A type that adopts a protocol refining the
// rulebook's component protocol (`associatedtype Dependencies`) implements that protocol too, and forwards
// its typealias: «If your type implements a protocol with an associated Dependencies type, you must also
// forward that base class or protocol file's FooDependencies type alias».
typealias TrackedComponentDependencies = TrackingDependency

protocol TrackedComponent {
    associatedtype Dependencies: TrackedComponentDependencies
    var dependencies: Dependencies { get }
}

extension TrackedComponent {
    func track(_ event: String) { dependencies.tracker.trackEvent(event) }
}

protocol TrackedCard: TrackedComponent {
    var title: String { get }
}

typealias OfferCardDependencies = LoggingDependency

struct OfferCard<Dependencies: OfferCardDependencies>: TrackedCard { // expect: missing-forwarding
    let dependencies: Dependencies
    let title: String

    func show() {
        dependencies.logger.log(title)
        track("offer")
    }
}

typealias SaleCardDependencies = LoggingDependency
    & TrackedComponentDependencies // Required by TrackedComponent

struct SaleCard<Dependencies: SaleCardDependencies>: TrackedCard {
    let dependencies: Dependencies
    let title: String

    func show() {
        dependencies.logger.log(title)
        track("sale")
    }
}
