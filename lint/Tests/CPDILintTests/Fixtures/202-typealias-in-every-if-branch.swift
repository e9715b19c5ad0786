// Bad: a child whose typealias every branch of an `#if` declares, so every build has it: forwarded
// plainly, and --fix forwards it.
#if DEBUG
typealias EngineDependencies = LoggingDependency
#else
typealias EngineDependencies = LoggingDependency
#endif

struct Engine<Dependencies: EngineDependencies> {
    let dependencies: Dependencies

    func start() { dependencies.logger.log("start") }
}

typealias SyncDependencies = LoggingDependency

struct Sync<Dependencies: SyncDependencies> {
    let dependencies: Dependencies

    func run() { Engine(dependencies: dependencies).start() } // expect: missing-forwarding
}
