// Bad: an enum case whose dependencies come after a value with a default. A call that leaves the
// defaulted value out makes the same case, and is reported beside the one that passes it.
typealias DestinationDependencies = LoggingDependency

enum Destination<Dependencies: DestinationDependencies> {
    case home
    case product(sku: String, quantity: Int = 1, dependencies: Dependencies) // expect: dependencies-first
}

typealias RouterDependencies = DestinationDependencies // Required by Destination

final class Router<Dependencies: RouterDependencies> {
    let dependencies: Dependencies
    var current: Destination<Dependencies> = .home

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func open(_ sku: String) {
        dependencies.logger.log("open \(sku)")
        current = .product(sku: sku, dependencies: dependencies) // expect: dependencies-first
        current = .product(sku: sku, quantity: 2, dependencies: dependencies) // expect: dependencies-first
    }
}
