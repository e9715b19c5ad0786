// (Not type-checked: the typealiases lack what Row requires.) Children made with dependencies a closure receives (typed in the closure, or by the function type it
// is written for) and a child named through a plain typealias are children to forward.
typealias RowDependencies = TrackingDependency

struct Row<Dependencies: RowDependencies> {
    let dependencies: Dependencies

    func show() {
        dependencies.tracker.trackEvent("row")
    }
}

typealias ShortRow = Row

typealias PanelDependencies = LoggingDependency

struct Panel<Dependencies: PanelDependencies> {
    let dependencies: Dependencies
    let makeRow: (Dependencies) -> Any

    init(dependencies: Dependencies, makeRow: @escaping (Dependencies) -> Any = { Row(dependencies: $0) }) { // expect: missing-forwarding
        self.dependencies = dependencies
        self.makeRow = makeRow
        dependencies.logger.log("panel")
    }
}

typealias SheetDependencies = LoggingDependency

struct Sheet<Dependencies: SheetDependencies> {
    let dependencies: Dependencies

    func rows() -> [Any] {
        dependencies.logger.log("sheet")
        let make = { (deps: Dependencies) in Row(dependencies: deps) } // expect: missing-forwarding
        return [make(dependencies)]
    }
}

typealias ListDependencies = LoggingDependency

struct List<Dependencies: ListDependencies> {
    let dependencies: Dependencies

    func row() -> Any {
        dependencies.logger.log("list")
        return ShortRow(dependencies: dependencies) // expect: missing-forwarding
    }
}
