// unused-dependency (opt-in): a protocol whose extension vends a member the type calls is used, as surely
// as one whose property it reads; removing it would not build. A protocol the type uses in no way is
// still unused.
extension TrackingDependency {
    func trackOpened(_ screen: String) { tracker.trackEvent("opened \(screen)") }
}

typealias HeaderDependencies = LoggingDependency
    & TrackingDependency
    & PrintingDependency // expect: unused-dependency

struct Header<Dependencies: HeaderDependencies> {
    let dependencies: Dependencies

    func show() {
        dependencies.logger.log("header")
        dependencies.trackOpened("header")
    }
}
