// ACCEPT (edge case). DevStack UserRepositoryImpl and lifeisskillapp view models read what they need
// in init and never keep `dependencies`. The rulebook's ideal Foo says
// "self.dependencies = dependencies // set own dependencies, if required", so storing is optional.
// The linter must not demand a stored `dependencies` here.
typealias UserRepositoryDependencies = HasClock
    & HasPersistence

struct UserRepository<Dependencies: UserRepositoryDependencies> {
    private let clock: any Clock
    private let persistence: any Persistence

    init(dependencies: Dependencies) {
        clock = dependencies.clock
        persistence = dependencies.persistence
    }
}
