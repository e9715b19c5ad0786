// A typealias that is public only because its public type is constrained by it (public-typealias says
// both become internal) does not excuse its type from forwarding an internal child: a public
// typealias could not name it, but this one must not stay public.
public typealias MembersListDependencies = LoggingDependency // expect: public-typealias
    & PrintingDependency

public struct MembersList<Dependencies: MembersListDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func show() {
        dependencies.logger.log("members")
        MembersExport(dependencies: dependencies).run() // expect: missing-forwarding
    }
}

typealias MembersExportDependencies = PrintingDependency

struct MembersExport<Dependencies: MembersExportDependencies> {
    let dependencies: Dependencies

    func run() { dependencies.printer.print("export") }
}
