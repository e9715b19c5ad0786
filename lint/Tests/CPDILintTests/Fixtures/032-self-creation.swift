// Correct: a type that creates itself with `Self(dependencies:)` needs only its own typealias.
typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func copy() -> Self {
        Self(dependencies: dependencies)
    }

    func print() { dependencies.printer.print("receipt") }
}
