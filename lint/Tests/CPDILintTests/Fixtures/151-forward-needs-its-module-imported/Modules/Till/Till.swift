// The till's typealias lives in a file that does not import ReceiptsFeature: forwarding its
// typealias here needs the import too, or the name cannot be found. (It happens to name what the
// feature needs, so it builds, but it does not forward the feature's typealias.)
typealias TillDependencies = LoggingDependency
    & PrintingDependency

struct Till<Dependencies: TillDependencies> {
    let dependencies: Dependencies

    func open() { dependencies.logger.log("open") }
}
