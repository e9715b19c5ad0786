// (Not type-checked: the root lacks `clock`.) A root declared in another module, in a file that names
// nothing of CPDI, made to conform by an extension here: what it lacks is found all the same.
import Services

public protocol Clock {
    func now() -> Int
}

public protocol ClockDependency {
    var clock: any Clock { get }
}

typealias HomeDependencies = LoggingDependency
    & ClockDependency

struct Home<Dependencies: HomeDependencies> {
    let dependencies: Dependencies

    func show() {
        dependencies.logger.log("home \(dependencies.clock.now())")
    }
}

extension LiveServices: HomeDependencies {} // expect: missing-requirements

func launch() {
    Home(dependencies: LiveServices()).show()
}
