// A view with no typealias of its own creates a child model from its model's dependencies
// (`model.dependencies`): the model's typealias is the one that must forward the child's.
final class RowModel {
    typealias Dependencies = LoggingDependency // expect: typealias-name

    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }
}

final class ListModel {
    typealias Dependencies = LoggingDependency & PrintingDependency // expect: typealias-name

    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func printTitle() {
        dependencies.printer.print("list")
    }
}

struct ListView {
    let model: ListModel

    func row() -> RowModel {
        RowModel(dependencies: model.dependencies) // expect: missing-forwarding
    }
}
