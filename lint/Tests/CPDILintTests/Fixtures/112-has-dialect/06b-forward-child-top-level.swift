// ACCEPT. Snippet 06a in CPDI form: the child's typealias is forwarded, the child is made with
// `.init(dependencies:)` where the return type names it.
typealias AttachmentListDependencies = HasPersistence

struct AttachmentList<Dependencies: AttachmentListDependencies> {
    let dependencies: Dependencies
    var first: String { dependencies.persistence.read(0) }
}

typealias MessageFactoryDependencies = HasClock
    & AttachmentListDependencies // Required by AttachmentList

struct MessageFactory<Dependencies: MessageFactoryDependencies> {
    let dependencies: Dependencies
    func make() -> AttachmentList<Dependencies> { .init(dependencies: dependencies) }
    var stamp: Int { dependencies.clock.now }
}
