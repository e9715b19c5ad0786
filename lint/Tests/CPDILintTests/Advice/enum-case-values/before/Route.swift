// An enum case carries its dependencies as its second value.
typealias RouteDependencies = LoggingDependency

enum Route<Dependencies: RouteDependencies> {
    case detail(id: Int, dependencies: Dependencies)
    case list(dependencies: Dependencies)

    func log() {
        switch self {
        case .detail(_, let dependencies): dependencies.logger.log("d")
        case .list(let dependencies): dependencies.logger.log("l")
        }
    }
}

typealias RouterDependencies = RouteDependencies // Required by Route

struct Router<Dependencies: RouterDependencies> {
    let dependencies: Dependencies
    func go() { Route.detail(id: 1, dependencies: dependencies).log() }
    func back() -> Route<Dependencies> { .detail(id: 2, dependencies: dependencies) }
}
