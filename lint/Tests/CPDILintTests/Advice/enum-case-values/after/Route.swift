// An enum case carries its dependencies as its second value.
typealias RouteDependencies = LoggingDependency

enum Route<Dependencies: RouteDependencies> {
    case detail(dependencies: Dependencies, id: Int)
    case list(dependencies: Dependencies)

    func log() {
        switch self {
        case .detail(let dependencies, _): dependencies.logger.log("d")
        case .list(let dependencies): dependencies.logger.log("l")
        }
    }
}

typealias RouterDependencies = RouteDependencies // Required by Route

struct Router<Dependencies: RouterDependencies> {
    let dependencies: Dependencies
    func go() { Route.detail(dependencies: dependencies, id: 1).log() }
    func back() -> Route<Dependencies> { .detail(dependencies: dependencies, id: 2) }
}
