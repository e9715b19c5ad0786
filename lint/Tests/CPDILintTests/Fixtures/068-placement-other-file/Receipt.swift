// The type whose typealias lives in another file (Typealiases.swift).
struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}
