// Dependencies kept as an optional existential: generic, they stay optional.
final class Receipt {
    let dependencies: (any LoggingDependency)?

    init(dependencies: (any LoggingDependency)?) {
        self.dependencies = dependencies
    }

    func print() { dependencies?.logger.log("receipt") }
}
