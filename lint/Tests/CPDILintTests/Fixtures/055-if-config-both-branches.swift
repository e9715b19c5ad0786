// Correct: the typealias is declared in both branches of `#if`; each branch is complete and used.
#if DEBUG
typealias ReceiptDependencies = LoggingDependency
    & PrintingDependency
#else
typealias ReceiptDependencies = PrintingDependency
#endif

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() {
        dependencies.printer.print("receipt")
        #if DEBUG
        dependencies.logger.log("printed")
        #endif
    }
}
