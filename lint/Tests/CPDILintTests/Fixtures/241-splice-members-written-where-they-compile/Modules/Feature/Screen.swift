import Core

typealias ScreenExternalDependencies = ClockDependency

typealias ScreenDependencies = ScreenExternalDependencies
    & PrintingDependency

struct Screen<ExternalDependencies: ScreenExternalDependencies> {
    let dependencies: SplicedScreenDependencies<ExternalDependencies>

    func show() {
        dependencies.printer.print("\(dependencies.clock.now())")
    }
}
