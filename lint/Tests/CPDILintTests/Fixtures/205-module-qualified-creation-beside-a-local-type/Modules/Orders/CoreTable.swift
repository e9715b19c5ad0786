import Core

typealias CoreTableDependencies = Core.RowDependencies // Required by Core.Row

struct CoreTable<Dependencies: CoreTableDependencies> {
    let dependencies: Dependencies

    func render() { Core.Row(dependencies: dependencies).render() }
}
