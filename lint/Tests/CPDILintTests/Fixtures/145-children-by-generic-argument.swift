// Children made over the caller's own `Dependencies` without a `dependencies:` argument: specialized and
// given their dependencies afterwards (property injection), and created through a generic parameter
// constrained by a protocol whose `init` requirement takes them. Each must be forwarded.
typealias BadgeViewDependencies = PrintingDependency

final class BadgeView<Dependencies: BadgeViewDependencies> {
    var dependencies: Dependencies?

    func show() { dependencies?.printer.print("badge") }
}

typealias BadgeRowingDependencies = PrintingDependency

protocol BadgeRowing {
    init<Dependencies: BadgeRowingDependencies>(dependencies: Dependencies)
}

typealias BadgeListDependencies = LoggingDependency & PrintingDependency

final class BadgeList<Dependencies: BadgeListDependencies, Row: BadgeRowing> {
    let dependencies: Dependencies
    let row: Row

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
        row = Row.init(dependencies: dependencies) // expect: missing-forwarding
    }

    func show() {
        dependencies.logger.log("badges")
        let view = BadgeView<Dependencies>() // expect: missing-forwarding
        view.dependencies = dependencies
        view.show()
    }
}

typealias TrophyListDependencies = LoggingDependency
    & BadgeViewDependencies // Required by BadgeView

final class TrophyList<Dependencies: TrophyListDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func show() {
        dependencies.logger.log("trophies")
        let view = BadgeView<Dependencies>.init()
        view.dependencies = dependencies
    }
}
