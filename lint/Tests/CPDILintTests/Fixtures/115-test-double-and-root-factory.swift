// Correct: the composition root and its plumbing. A concrete root and its mock conform to the feature's typealias; a test double stores the concrete mock and adopts a protocol with an associated `Dependencies` (the compiler checks the mock); a factory returns the root as an existential. None of them is told to become generic or to edit a typealias.
typealias ViewModelingDependencies = LoggingDependency

protocol ViewModeling {
    associatedtype Dependencies: ViewModelingDependencies
    var dependencies: Dependencies { get }
}

extension ViewModeling {
    func appear() { dependencies.logger.log("appeared") }
}

struct ConsoleLogger: Logging {
    func log(_ m: String) {}
    func log(message: String) {}
    func logDebug(_ m: String) {}
}

struct AppDependencies: ViewModelingDependencies {
    let logger: any Logging = ConsoleLogger()
}

final class AppDependenciesMock: ViewModelingDependencies {
    let logger: any Logging = ConsoleLogger()
}

struct ViewModelMock: ViewModeling {
    let dependencies: AppDependenciesMock
}

func makeDependencies() -> any ViewModelingDependencies {
    AppDependencies()
}
