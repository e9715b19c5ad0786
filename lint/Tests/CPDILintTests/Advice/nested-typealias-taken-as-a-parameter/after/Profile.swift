// Nested `typealias Dependencies` taken as an existential without being kept as `let dependencies`:
// by an initializer, by a method, and in an optional `var` set after creation.
typealias ProfileHeaderDependencies = LoggingDependency

struct ProfileHeader {
    let title: String

    init<Dependencies: ProfileHeaderDependencies>(dependencies: Dependencies, title: String) {
        self.title = title
        dependencies.logger.log(title)
    }
}

typealias ProfileTracker_trackOpenDependencies = TrackingDependency

final class ProfileTracker {
    func trackOpen<Dependencies: ProfileTracker_trackOpenDependencies>(dependencies: Dependencies) {
        dependencies.tracker.trackAddToCart()
    }
}

typealias ProfileFooterDependencies = PrintingDependency

final class ProfileFooter<Dependencies: ProfileFooterDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func print() {
        dependencies.printer.print("footer")
    }
}
