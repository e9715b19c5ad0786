// (Not type-checked: the missing forwards do not compile.) A child created with the External half of
// the splice a view keeps (`dependencies.externalDependencies`) is forwarded by the External typealias;
// a child created through a typealias of it (`typealias Row = ItemRow<Dependencies>`) is a child all the
// same.
typealias ShareButtonDependencies = TrackingDependency

struct ShareButton<Dependencies: ShareButtonDependencies> {
    let dependencies: Dependencies

    func tap() { dependencies.tracker.trackEvent("share") }
}

typealias ProductViewDependencies = TrackingDependency
    & PrintingDependency

typealias ProductViewExternalDependencies = TrackingDependency

struct SplicedProductViewDependencies<ExternalDependencies: ProductViewExternalDependencies>: ProductViewDependencies {
    let externalDependencies: ExternalDependencies
    let printer: any Printing

    var tracker: any Tracking { externalDependencies.tracker }
}

struct ProductView<ExternalDependencies: ProductViewExternalDependencies> {
    let dependencies: SplicedProductViewDependencies<ExternalDependencies>

    func share() -> ShareButton<ExternalDependencies> {
        dependencies.printer.print("share")
        return ShareButton(dependencies: dependencies.externalDependencies) // expect: missing-forwarding
    }
}

typealias ItemRowDependencies = TrackingDependency

struct ItemRow<Dependencies: ItemRowDependencies> {
    let dependencies: Dependencies
    let title: String

    func show() { dependencies.tracker.trackEvent(title) }
}

typealias ItemListDependencies = LoggingDependency

struct ItemList<Dependencies: ItemListDependencies> {
    typealias Row = ItemRow<Dependencies>

    let dependencies: Dependencies

    func rows() -> [Row] {
        dependencies.logger.log("rows")
        return ["a"].map { Row(dependencies: dependencies, title: $0) } // expect: missing-forwarding
    }
}
