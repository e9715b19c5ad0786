typealias NotesDependencies = LoggingDependency

struct Notes<Dependencies: NotesDependencies> {
    let dependencies: Dependencies

    // cpdi-lint:disable-next-line dependencies-firstt
    init(title: String, dependencies: Dependencies) { self.dependencies = dependencies }

    // cpdi-lint:disable-next-line generic-dependencies
    func hide() { dependencies.logger.log("hide") }

    // cpdi-lint:ignore dependencies-first
    func reset() {}
}

// cpdi-lint:disable generic-dependencies
struct LegacyNotes {
    let dependencies: any NotesDependencies
}
