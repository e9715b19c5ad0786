// Bad: `dependencies` after another parameter in a protocol's requirement and in what meets it (a
// conformance on the declaration, one in an extension, the protocol's own extension). --fix moves them all
// first together with every call of that name and labels, through the protocol or a concrete type: they
// still meet the requirement, and the calls still reach them.
typealias Presenting_presentDependencies = LoggingDependency

protocol Presenting {
    func present<Dependencies: Presenting_presentDependencies>(screen: String, dependencies: Dependencies) // expect: dependencies-first
}

typealias Presenting_presentHomeDependencies = Presenting_presentDependencies // Required by Presenting.present

extension Presenting {
    func presentHome<Dependencies: Presenting_presentHomeDependencies>(dependencies: Dependencies) {
        present(screen: "home", dependencies: dependencies) // expect: dependencies-first
    }
}

struct SheetPresenter: Presenting {
    func present<Dependencies: Presenting_presentDependencies>(screen: String, dependencies: Dependencies) { // expect: dependencies-first
        dependencies.logger.log("sheet \(screen)")
    }
}

struct PushPresenter {}

extension PushPresenter: Presenting {
    func present<Dependencies: Presenting_presentDependencies>(screen: String, dependencies: Dependencies) { // expect: dependencies-first
        dependencies.logger.log("push \(screen)")
    }
}

typealias CheckoutDependencies = Presenting_presentDependencies // Required by Presenting.present

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies
    let presenter: any Presenting

    func finish() {
        presenter.present(screen: "receipt", dependencies: dependencies) // expect: dependencies-first
        SheetPresenter().present(screen: "sheet", dependencies: dependencies) // expect: dependencies-first
    }
}
