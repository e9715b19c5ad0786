// Summary creates the receipt: it forwards ReceiptDependencies.
typealias SummaryDependencies = LoggingDependency
    & ReceiptDependencies // Required by Receipt

struct Summary<Dependencies: SummaryDependencies> {
    let dependencies: Dependencies

    func show() {
        dependencies.logger.log("summary")
        Receipt(dependencies: dependencies).print()
    }
}

