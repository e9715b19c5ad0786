// Bad: a protocol that composes dependency protocols under a name of its own (the `Has…` dialect's
// container) and a type that keeps it as an existential: composed-protocol makes it a typealias, and the
// type is told in the same run to be generic over its own, as one keeping an `…Dependencies` protocol is.
protocol HasLogger {
    var logger: any Logging { get }
}

protocol AppDependencyContainer: HasLogger {} // expect: composed-protocol

final class FeedViewModel { // expect: generic-dependencies
    private let dependencies: any AppDependencyContainer

    init(dependencies: any AppDependencyContainer) {
        self.dependencies = dependencies
    }

    func load() {
        dependencies.logger.log("feed")
    }
}
