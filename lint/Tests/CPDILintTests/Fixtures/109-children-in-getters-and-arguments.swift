// Bad: children created where 0.4 did not look: a getter returning `.init(dependencies:)` typed by the property, `.init` as another type's argument (typed by that type's property), and a local copy of the dependencies inside a getter. Each owner lists the child's protocol itself, so it compiles only by coincidence.
typealias DetailDependencies = TrackingDependency

struct Detail<Dependencies: DetailDependencies> {
    let dependencies: Dependencies

    func open() { dependencies.tracker.trackAddToCart() }
}

typealias DetailViewDependencies = DetailDependencies // Required by Detail

struct DetailView<Dependencies: DetailViewDependencies> {
    let model: Detail<Dependencies>
}

typealias ListDependencies = LoggingDependency
    & TrackingDependency

struct List<Dependencies: ListDependencies> {
    let dependencies: Dependencies

    var detail: Detail<Dependencies> { .init(dependencies: dependencies) } // expect: missing-forwarding

    func show() { dependencies.logger.log("list") }
}

typealias MenuDependencies = LoggingDependency
    & TrackingDependency

struct Menu<Dependencies: MenuDependencies> {
    let dependencies: Dependencies

    func view() -> DetailView<Dependencies> { // expect: missing-forwarding
        dependencies.logger.log("menu")
        return DetailView(model: .init(dependencies: dependencies)) // expect: missing-forwarding
    }
}

typealias PanelDependencies = LoggingDependency
    & TrackingDependency

struct Panel<Dependencies: PanelDependencies> {
    let dependencies: Dependencies

    var count: Int {
        let copy = dependencies
        copy.logger.log("panel")
        Detail(dependencies: copy).open() // expect: missing-forwarding
        return 0
    }
}
