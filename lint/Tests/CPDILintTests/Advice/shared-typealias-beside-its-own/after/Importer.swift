typealias ParserDependencies = LoggingDependency

struct Parser<Dependencies: ParserDependencies> {
    let dependencies: Dependencies

    func parse() { dependencies.logger.log("parse") }
}

typealias ImporterDependencies = TrackingDependency
    & ParserDependencies // Required by Parser

struct Importer<Dependencies: ImporterDependencies> {
    let dependencies: Dependencies

    func run() {
        Parser(dependencies: dependencies).parse()
        dependencies.tracker.trackEvent("import")
    }
}
