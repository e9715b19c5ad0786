typealias NotesDependencies = LoggingDependency

struct Notes<Dependencies: NotesDependencies> {
    let dependencies: Dependencies

    // cpdi-lint:disable-next-line dependencies-first
    init(title: String, dependencies: Dependencies) { self.dependencies = dependencies }

    func hide() { dependencies.logger.log("hide") }

    func reset() {}
}

// cpdi-lint:disable generic-dependencies
struct LegacyNotes {
    let dependencies: any NotesDependencies
}
// cpdi-lint:enable generic-dependencies
