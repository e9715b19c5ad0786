// A file-scope `Row` and a nested `Orders.Row`, each with its own typealias. Each creator forwards the
// typealias of the other one (both compile, since both compose the same protocol): the forward names a type
// the creator never creates, and the one it does create is not forwarded.
typealias RowDependencies = LoggingDependency

struct Row<Dependencies: RowDependencies> {
    let dependencies: Dependencies
    let title: String

    func show() { dependencies.logger.log(title) }
}
