// Bad, reported but not fixed: the case is also used as a function (`Route.receipt` handed to `map`),
// and a pattern binds its values as one tuple. Reordering would change both, so `--fix` leaves the
// case, its values and every pattern as they are.
typealias RouteDependencies = LoggingDependency

enum Route<Dependencies: RouteDependencies> {
    case receipt(order: Int, dependencies: Dependencies) // expect: dependencies-first

    var summary: String {
        switch self {
        case .receipt(let values): "\(values.order)"
        }
    }
}

typealias RoutesDependencies = RouteDependencies // Required by Route

struct Routes<Dependencies: RoutesDependencies> {
    let dependencies: Dependencies

    func all(_ orders: [Int]) -> [Route<Dependencies>] {
        orders.map { Route.receipt(order: $0, dependencies: dependencies) } + [2].map { order in Route<Dependencies>.receipt(order:dependencies:)(order, dependencies) } // expect: dependencies-first
    }
}
