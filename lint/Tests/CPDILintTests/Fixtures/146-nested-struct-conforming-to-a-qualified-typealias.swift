// A view model composes its dependencies as a nested struct whose conformances include another view
// model's nested typealias, written qualified (`SettingsBar.Dependencies`). The struct is reported as
// the nested struct it is, and the qualified name counts as the dependencies typealias it names.
final class SettingsBar {
    typealias Dependencies = LoggingDependency // expect: typealias-name

    let logger: any Logging

    init(dependencies: Dependencies) {
        logger = dependencies.logger
    }
}

final class Home {
    struct Dependencies: PrintingDependency & SettingsBar.Dependencies { // expect: generic-dependencies
        let printer: any Printing
        let logger: any Logging
    }

    let printer: any Printing
    let settings: SettingsBar

    init(dependencies: Dependencies) {
        printer = dependencies.printer
        settings = SettingsBar(dependencies: dependencies)
    }
}
