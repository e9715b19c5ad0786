// Fixture: a root hands its dependencies to a splice, the spliced type to a child. With FORWARDS the
// parent names its child's typealias and everything type-checks; without it, creating the child fails.
import Log
import Terminal

typealias ChildDependencies = LoggingDependency

struct Child<Dependencies: ChildDependencies> {
    let dependencies: Dependencies

    func greet() {
        dependencies.logger.log(.info, "hello")
    }
}

#if FORWARDS
typealias ParentDependencies = TerminalDependency
    & ChildDependencies // Required by Child
#else
typealias ParentDependencies = TerminalDependency
#endif

struct Parent<Dependencies: ParentDependencies> {
    let dependencies: Dependencies

    func run() {
        dependencies.terminal.print("parent")
        Child(dependencies: dependencies).greet()
    }
}

typealias ScopeExternalDependencies = TerminalDependency

typealias ScopeDependencies = ScopeExternalDependencies
    & ParentDependencies // Required by Parent

struct Scope<Dependencies: ScopeDependencies> {
    let dependencies: Dependencies

    func run() {
        Parent(dependencies: dependencies).run()
    }
}

struct SplicedScopeDependencies<ExternalDependencies: ScopeExternalDependencies>: ScopeDependencies {
    let externalDependencies: ExternalDependencies
    let logger: any Logging

    var terminal: any Terminal { externalDependencies.terminal }
}

typealias RootDependencies = ScopeExternalDependencies // Required by SplicedScopeDependencies

struct Root<Dependencies: RootDependencies> {
    let dependencies: Dependencies

    func run(logger: any Logging) {
        Scope(dependencies: SplicedScopeDependencies(externalDependencies: dependencies, logger: logger)).run()
    }
}
