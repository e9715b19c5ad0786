// dependencies-first on the calls --fix must find with their declaration: `self.init(…)` delegating to
// another initializer, a call whose last argument is a trailing closure; and an initializer a protocol
// requires of an associated `Dependencies`, which --fix leaves with what meets it, since what conforms
// is also made through the protocol (`C(route:dependencies:)`).
typealias ScreenDependencies = LoggingDependency

final class Screen<Dependencies: ScreenDependencies> {
    let dependencies: Dependencies
    let sku: String

    init(sku: String, dependencies: Dependencies) { // expect: dependencies-first
        self.dependencies = dependencies
        self.sku = sku
    }

    convenience init(dependencies: Dependencies) {
        self.init(sku: "A", dependencies: dependencies) // expect: dependencies-first
    }

    func load(sku: String, dependencies: Dependencies, completion: @escaping @Sendable (Int) -> Void) { // expect: dependencies-first
        dependencies.logger.log(sku)
        completion(sku.count)
    }

    func reload() {
        load(sku: sku, dependencies: dependencies) { _ in } // expect: dependencies-first
        load(sku: sku, dependencies: dependencies, completion: { _ in }) // expect: dependencies-first
    }
}

typealias CoordinatorDependencies = TrackingDependency

protocol Coordinator {
    associatedtype Dependencies: CoordinatorDependencies
    init(route: String, dependencies: Dependencies) // expect: dependencies-first
}

typealias CartCoordinatorDependencies = CoordinatorDependencies // Required by Coordinator

final class CartCoordinator<Dependencies: CartCoordinatorDependencies>: Coordinator {
    let dependencies: Dependencies
    let route: String

    init(route: String, dependencies: Dependencies) { // expect: dependencies-first
        self.dependencies = dependencies
        self.route = route
    }
}

func makeCoordinator<C: Coordinator>(dependencies: C.Dependencies) -> C {
    C(route: "/", dependencies: dependencies)
}
