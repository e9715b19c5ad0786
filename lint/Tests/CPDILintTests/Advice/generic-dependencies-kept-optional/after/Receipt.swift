// Dependencies kept as an optional existential: generic, they stay optional.
typealias ReceiptDependencies = LoggingDependency

final class Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies?

    init(dependencies: Dependencies?) {
        self.dependencies = dependencies
    }

    func print() { dependencies?.logger.log("receipt") }
}
