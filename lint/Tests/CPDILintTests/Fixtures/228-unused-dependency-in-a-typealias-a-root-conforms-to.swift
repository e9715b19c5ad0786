// Bad (opt-in unused-dependency): a type's typealias lists a protocol the type never uses. That the app's
// root conforms to the typealias too does not make it the root's: it is still the type's, and the
// protocol is reported (--fix removes it; the root keeps the property, which nothing asks for).
typealias OwnerDependencies = LoggingDependency
    & TrackingDependency // expect: unused-dependency

struct Owner<Dependencies: OwnerDependencies> {
    let dependencies: Dependencies

    func run() { dependencies.logger.log("run") }
}

struct QuietLogger: Logging {
    func log(_ m: String) {}
    func log(message: String) {}
    func logDebug(_ m: String) {}
}

struct SilentTracker: Tracking {
    func trackAddToCart() {}
    func trackEvent(_ name: String) {}
}

struct AppDependencies: OwnerDependencies {
    let logger: any Logging = QuietLogger()
    let tracker: any Tracking = SilentTracker()
}
