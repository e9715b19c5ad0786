// Correct: an extension may come before the typealias; the typealias only has to be above the type's declaration.
extension Receipt: CustomStringConvertible {
    var description: String { "receipt" }
}

typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print(description) }
}
