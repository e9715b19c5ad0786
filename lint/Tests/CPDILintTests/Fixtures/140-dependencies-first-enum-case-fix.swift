// Bad: an enum case whose `dependencies` value is second, made with and without its type and matched
// by position, by label and by name alone. `--fix` reorders the declaration, every value made and
// every pattern together, so the result still type-checks.
typealias RouteDependencies = LoggingDependency

enum Route<Dependencies: RouteDependencies> {
    case home
    case receipt(order: Int, dependencies: Dependencies) // expect: dependencies-first

    static func start(dependencies: Dependencies) -> Self {
        .receipt(order: 1, dependencies: dependencies) // expect: dependencies-first
    }

    var order: Int? {
        switch self {
        case .home: nil
        case .receipt(let order, _): order
        }
    }
}

typealias RouterDependencies = RouteDependencies // Required by Route

struct Router<Dependencies: RouterDependencies> {
    let dependencies: Dependencies

    func open(_ route: Route<Dependencies>) {
        switch route {
        case .home:
            dependencies.logger.log("home")
        case let .receipt(order, routeDependencies):
            routeDependencies.logger.log("receipt \(order)")
        }
        if case .receipt(order: let order, dependencies: _) = route {
            dependencies.logger.log("\(order)")
        }
    }

    func openReceipt() {
        open(Route<Dependencies>.receipt(order: 2, dependencies: dependencies)) // expect: dependencies-first
        open(.start(dependencies: dependencies))
    }
}
