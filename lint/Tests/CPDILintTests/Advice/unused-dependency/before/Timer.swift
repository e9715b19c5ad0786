// Lists a dependency protocol whose property nothing that takes the typealias uses.
typealias TimerViewDependencies = LoggingDependency
    & TrackingDependency

struct TimerView<Dependencies: TimerViewDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("timer") }
}
