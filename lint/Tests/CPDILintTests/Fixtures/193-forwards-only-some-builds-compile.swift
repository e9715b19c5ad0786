// What only some builds compile is forwarded by hand, and the finding says how: a child whose typealias
// is declared inside `#if DEBUG` (forwarding it outside would break every other build), and a typealias
// declared in `#if` branches (each branch takes the forward; here the `#else` one reaches `logger`
// without it, the `DEBUG` one not at all). `--fix` leaves both.
#if DEBUG
typealias DebugMenuDependencies = LoggingDependency

struct DebugMenu<Dependencies: DebugMenuDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log(message: "debug menu") }
}
#endif

typealias HelpCenterDependencies = LoggingDependency

struct HelpCenter<Dependencies: HelpCenterDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log(message: "help") }
}

typealias SettingsDependencies = TrackingDependency

struct Settings<Dependencies: SettingsDependencies> {
    let dependencies: Dependencies

    func open() {
        dependencies.tracker.trackEvent("settings")
        #if DEBUG
        DebugMenu(dependencies: dependencies).show() // expect: missing-forwarding
        #endif
    }
}

#if DEBUG
typealias AboutDependencies = TrackingDependency
#else
typealias AboutDependencies = TrackingDependency
    & LoggingDependency
#endif

struct About<Dependencies: AboutDependencies> {
    let dependencies: Dependencies

    func open() {
        dependencies.tracker.trackEvent("about")
        HelpCenter(dependencies: dependencies).show() // expect: missing-forwarding
    }
}
