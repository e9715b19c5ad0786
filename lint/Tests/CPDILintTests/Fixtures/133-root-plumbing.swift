// Good: the composition root's plumbing holds the root as an existential by design: a factory that defers
// making it (an explicit generic argument), and a mock provider that stores one for a protocol whose
// `dependencies` it leaves open. Neither is told to become generic.
typealias RootScreenDependencies = LoggingDependency

struct RootScreen<Dependencies: RootScreenDependencies> {
    let dependencies: Dependencies
    func show() { dependencies.logger.log("root") }
}

struct ConsoleLogger: Logging {
    func log(_ m: String) {}
    func log(message: String) {}
    func logDebug(_ m: String) {}
}

struct AppDependencies: RootScreenDependencies {
    let logger: any Logging = ConsoleLogger()
}

final class Deferred<Value> {
    let make: () -> Value
    init(make: @escaping () -> Value) { self.make = make }
}

enum AppFactory {
    static func root() -> Deferred<any RootScreenDependencies> {
        Deferred<any RootScreenDependencies>(make: { AppDependencies() })
    }
}

protocol DependencyProviding {
    associatedtype Provided
    var dependencies: Provided { get }
}

struct MockProvider: DependencyProviding {
    let dependencies: any RootScreenDependencies
}
