// ACCEPT. Snippet 14a in CPDI form.
typealias SharedListDependencies = HasClock

class SharedList<Dependencies: SharedListDependencies> {
    let dependencies: Dependencies
    init(dependencies: Dependencies, title: String) {
        self.dependencies = dependencies
        _ = dependencies.clock.now
    }
}

typealias ContactsListDependencies = SharedListDependencies // Required by superclass SharedList
    & HasPersistence

final class ContactsList<Dependencies: ContactsListDependencies>: SharedList<Dependencies> {
    init(dependencies: Dependencies) {
        super.init(dependencies: dependencies, title: dependencies.persistence.read(0))
    }
}
