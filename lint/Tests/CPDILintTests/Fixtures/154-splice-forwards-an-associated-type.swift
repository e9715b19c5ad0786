// A splice missing a member whose type is its protocol's associated type: the member names it
// through the splice's parameter (`ExternalDependencies.Store`), or it would not compile.
// (Not type-checked: the splice lacks the member until --fix writes it.)
protocol Storing {
    func save(_ value: String)
}

protocol StoreDependency<Store> {
    associatedtype Store: Storing
    var store: Store { get }
}

typealias NotesEditorExternalDependencies = StoreDependency
    & LoggingDependency

typealias NotesEditorDependencies = NotesEditorExternalDependencies

struct SplicedNotesEditorDependencies<ExternalDependencies: NotesEditorExternalDependencies>: NotesEditorDependencies { // expect: missing-requirements
    let externalDependencies: ExternalDependencies

    var logger: any Logging { externalDependencies.logger }
}

struct NotesEditor<ExternalDependencies: NotesEditorExternalDependencies> {
    let dependencies: SplicedNotesEditorDependencies<ExternalDependencies>

    func save(_ text: String) {
        dependencies.logger.log("saving")
        dependencies.store.save(text)
    }
}
