typealias RowDependencies = LoggingDependency

struct Row<Dependencies: RowDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("cart row") }
}
