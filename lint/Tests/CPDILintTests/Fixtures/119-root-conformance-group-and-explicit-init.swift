// Correct: a composition root conforms to a group of protocols it provides (not what anything uses, so the opt-in unused-dependency says nothing), and a struct that declares its own initializer has no memberwise one, so its other initializer's order is dependencies-first's ordinary finding.
protocol Network {}
protocol Monitor {}

protocol HasNetwork {
    var network: any Network { get }
}

protocol HasMonitor {
    var monitor: any Monitor { get }
}

struct LiveNetwork: Network {}
struct LiveMonitor: Monitor {}

typealias ApiDependencies = HasNetwork

struct Api<Dependencies: ApiDependencies> {
    let dependencies: Dependencies
    let retries: Int

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
        retries = 0
    }

    func call() { _ = dependencies.network }
}

extension Api {
    init(retries: Int, dependencies: Dependencies) { // expect: dependencies-first
        self.dependencies = dependencies
        self.retries = retries
    }
}

typealias ServiceGroup = HasNetwork & HasMonitor

final class AppServices: ServiceGroup {
    let network: any Network = LiveNetwork()
    let monitor: any Monitor = LiveMonitor()
    lazy var api = Api(dependencies: self)
}
