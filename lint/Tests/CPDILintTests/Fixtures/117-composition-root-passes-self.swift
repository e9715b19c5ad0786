// Correct: a composition root that creates its services with `self` (`lazy var store = Store(dependencies: self)`) is concrete: the compiler checks that it conforms to each service's typealias, so it forwards nothing and gets no finding.
protocol Clock {
    var now: Int { get }
}

protocol HasClock {
    var clock: any Clock { get }
}

struct SystemClock: Clock {
    var now: Int { 0 }
}

typealias StoreDependencies = HasClock

final class Store<Dependencies: StoreDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func stamp() -> Int { dependencies.clock.now }
}

final class AppServices: StoreDependencies {
    let clock: any Clock = SystemClock()
    lazy var store = Store(dependencies: self)
}
