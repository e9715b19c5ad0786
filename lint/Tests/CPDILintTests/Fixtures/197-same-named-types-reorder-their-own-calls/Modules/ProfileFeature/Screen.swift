/// What the screen needs from outside the feature.
public typealias ScreenExternalDependencies = LoggingDependency

typealias ScreenDependencies = LoggingDependency & StoreDependency

struct Screen<Dependencies: ScreenDependencies> {
    let dependencies: Dependencies
    let title: String

    init(title: String, dependencies: Dependencies) { // expect: dependencies-first
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
