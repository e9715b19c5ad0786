// Correct: LoggingDependency is used only in Receipt+Logging.swift, an extension of the same type, so it is used.
typealias ReceiptDependencies = LoggingDependency
    & PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}
