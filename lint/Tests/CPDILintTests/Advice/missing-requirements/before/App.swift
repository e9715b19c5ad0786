typealias HomeDependencies = LoggingDependency & TrackingDependency

struct Home<Dependencies: HomeDependencies> {
    let dependencies: Dependencies

    func show() {
        dependencies.logger.log("home")
        dependencies.tracker.trackAddToCart()
    }
}

struct ConsoleLogger: Logging {
    func log(_ m: String) {}
    func log(message: String) {}
    func logDebug(_ m: String) {}
}

struct SilentTracker: Tracking {
    func trackAddToCart() {}
    func trackEvent(_ name: String) {}
}

// The composition root conforms to the typealias but does not provide the tracker.
struct AppDependencies: HomeDependencies {
    let logger: any Logging = ConsoleLogger()
}
