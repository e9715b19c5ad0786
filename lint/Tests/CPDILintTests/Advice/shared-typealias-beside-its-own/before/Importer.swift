typealias ParserDependencies = LoggingDependency

struct Parser<Dependencies: ParserDependencies> {
    let dependencies: Dependencies

    func parse() { dependencies.logger.log("parse") }
}

typealias ImporterDependencies = TrackingDependency
    & ParserDependencies // Required by Parser

// Its own typealias forwards the child's already; the child's is written again beside it.
struct Importer<Dependencies: ParserDependencies & ImporterDependencies> {
    let dependencies: Dependencies

    func run() {
        Parser(dependencies: dependencies).parse()
        dependencies.tracker.trackEvent("import")
    }
}
