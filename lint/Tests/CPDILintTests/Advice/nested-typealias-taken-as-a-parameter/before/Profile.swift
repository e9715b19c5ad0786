// Nested `typealias Dependencies` taken as an existential without being kept as `let dependencies`:
// by an initializer, by a method, and in an optional `var` set after creation.
struct ProfileHeader {
    typealias Dependencies = LoggingDependency
    let title: String

    init(dependencies: Dependencies, title: String) {
        self.title = title
        dependencies.logger.log(title)
    }
}

final class ProfileTracker {
    typealias Dependencies = TrackingDependency

    func trackOpen(dependencies: Dependencies) {
        dependencies.tracker.trackAddToCart()
    }
}

final class ProfileFooter {
    typealias Dependencies = PrintingDependency
    var dependencies: Dependencies?

    func print() {
        dependencies?.printer.print("footer")
    }
}
