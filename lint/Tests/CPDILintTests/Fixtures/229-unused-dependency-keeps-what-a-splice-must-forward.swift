// Bad: a splice lacks `tracker`, which its child's typealias asks for and its External typealias provides:
// missing-requirements says to forward it (--fix writes the member). The opt-in unused-dependency does not
// call `TrackingDependency` unused in the External typealias meanwhile: the member it lacks reads it, and
// removing it would make that forward impossible. (Not type-checked: the splice lacks `tracker` until then.)
final class OrderDraft {
    var lines: [String] = []
}

protocol OrderDraftDependency {
    var draft: OrderDraft { get }
}

typealias ReceiptDependencies = TrackingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.tracker.trackEvent("receipt") }
}

typealias OrderViewDependencies = LoggingDependency
    & OrderDraftDependency
    & ReceiptDependencies // Required by Receipt

typealias OrderViewExternalDependencies = LoggingDependency
    & TrackingDependency

struct SplicedOrderViewDependencies<ExternalDependencies: OrderViewExternalDependencies>: OrderViewDependencies { // expect: missing-requirements
    let externalDependencies: ExternalDependencies
    let draft: OrderDraft
    var logger: any Logging { externalDependencies.logger }
}

struct OrderView<ExternalDependencies: OrderViewExternalDependencies> {
    let dependencies: SplicedOrderViewDependencies<ExternalDependencies>

    func show() {
        dependencies.logger.log("\(dependencies.draft.lines.count)")
        Receipt(dependencies: dependencies).print()
    }
}
