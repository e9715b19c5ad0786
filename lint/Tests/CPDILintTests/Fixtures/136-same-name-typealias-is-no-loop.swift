// Good: a typealias that names another declaration of its own name (`Error = Parser.Error`,
// a generic one over `Swift.Result`) is not a loop; only dependencies typealiases forward.
struct ScheduleParser {
    struct Error: Swift.Error {}
}

private typealias Error = ScheduleParser.Error

private typealias Result<Success> = Swift.Result<Success, Error>

typealias ScheduleLoaderDependencies = LoggingDependency

struct ScheduleLoader<Dependencies: ScheduleLoaderDependencies> {
    let dependencies: Dependencies

    fileprivate func load() -> Result<Int> {
        dependencies.logger.log("load")
        return .failure(Error())
    }
}
