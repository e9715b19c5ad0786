// Two feature modules each declare a `Screen`, a splice for it and a nested `Orders.Row`, with typealiases of
// the same names. Only the profile's `Screen` takes its dependencies last: its initializer and its call are
// reordered, and the cart's, already right, are not taken for them.
/// What the screen needs from outside the feature.
public typealias ScreenExternalDependencies = LoggingDependency

typealias ScreenDependencies = LoggingDependency & StoreDependency

struct Screen<Dependencies: ScreenDependencies> {
    let dependencies: Dependencies
    let title: String

    init(dependencies: Dependencies, title: String) {
        self.title = title
        self.dependencies = dependencies
    }

    func show() { dependencies.logger.log(title + "\(dependencies.store)") }
}

struct SplicedScreenDependencies<ExternalDependencies: ScreenExternalDependencies>: ScreenDependencies {
    let externalDependencies: ExternalDependencies
    let store: Int
    var logger: any Logging { externalDependencies.logger }
}

enum Orders {
    struct Row<Dependencies: OrdersRowDependencies> {
        let dependencies: Dependencies
        func show() { dependencies.logger.log("row") }
    }
}

typealias OrdersRowDependencies = LoggingDependency
