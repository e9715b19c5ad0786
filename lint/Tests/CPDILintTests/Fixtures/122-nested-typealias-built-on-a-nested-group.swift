// A nested `typealias Dependencies` built on a group declared beside it (lifeisskillapp's UserManager).
// The nested typealias is typealias-name's finding; the group, which no type takes, is not.
protocol HasClock {
    var clock: Int { get }
}

protocol HasLogger {
    var logger: Int { get }
}

final class UserManager {
    typealias HasServices = HasClock & HasLogger
    typealias Dependencies = HasServices // expect: typealias-name

    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    var now: Int { dependencies.clock }
}
