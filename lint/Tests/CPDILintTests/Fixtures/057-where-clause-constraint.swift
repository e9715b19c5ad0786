// Correct: the Dependencies constraint is written in a `where` clause; an extension with its own `where` clause uses it too.
typealias ReceiptDependencies = LoggingDependency
    & PrintingDependency

struct Receipt<Dependencies> where Dependencies: ReceiptDependencies {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}

extension Receipt where Dependencies: Sendable {
    func logSendable() { dependencies.logger.log("sendable") }
}
