// Bad: a state's helper takes its typealias as an existential, and a loader takes a bare dependency protocol; each is reported once, with advice to make the method generic over a typealias.
typealias FeedState_loadDependencies = LoggingDependency // expect: typealias-name (it constrains Loader.load)

enum FeedState {
    struct Loader {
        func load(dependencies: FeedState_loadDependencies) { // expect: generic-dependencies
            dependencies.logger.log("load")
        }
    }

    struct Refresher {
        func refresh(dependencies: LoggingDependency) { // expect: generic-dependencies
            dependencies.logger.log("refresh")
        }
    }
}
