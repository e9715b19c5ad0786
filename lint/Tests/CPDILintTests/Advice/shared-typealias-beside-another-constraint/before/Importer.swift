typealias ParserDependencies = LoggingDependency

struct Parser<Dependencies: ParserDependencies> {
    let dependencies: Dependencies

    func parse() { dependencies.logger.log("parse") }
}

// Constrained by its child's typealias and a protocol of its own, written inline.
struct Importer<Dependencies: ParserDependencies & TrackingDependency> {
    let dependencies: Dependencies

    func run() {
        Parser(dependencies: dependencies).parse()
        dependencies.tracker.trackEvent("import")
    }
}
