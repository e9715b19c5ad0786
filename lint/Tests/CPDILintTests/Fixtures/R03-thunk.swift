// Rulebook's introductory CPDI use: a function's dependency protocols composed in ThunkDependencies; the rulebook presents it as correct, so it lints clean. (The rulebook's LoggingDependency/TrackingDependency example is in Prelude.swift; `Events` is a stub for the rulebook's `Events.thunk`.)
typealias ThunkDependencies = LoggingDependency
    & TrackingDependency

func thunk(dependencies: ThunkDependencies) {
    dependencies.logger.logDebug("Thunk was called!")
    dependencies.tracker.trackEvent(Events.thunk)
}

enum Events {
    static let thunk = "thunk"
}
