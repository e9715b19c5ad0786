// Bad: the `Has…` dialect: `HasClock` and `HasLogger` are dependency protocols, and the controller nests its typealias as `Dependencies` instead of `AgendaControllerDependencies` above the type (one finding, which also says to make the controller generic).
protocol Clock {
    var now: Int { get }
}

protocol HasClock {
    var clock: any Clock { get }
}

protocol HasLogger {
    var logger: any Logging { get }
}

final class AgendaController {
    typealias Dependencies = HasClock & HasLogger // expect: typealias-name

    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
        dependencies.logger.log("agenda at \(dependencies.clock.now)")
    }
}
