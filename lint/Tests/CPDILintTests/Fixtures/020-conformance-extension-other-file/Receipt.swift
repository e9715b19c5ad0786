// Correct: an extension in another file adds a conformance and is the only user of TrackingDependency; extension files are part of the type.
typealias ReceiptDependencies = PrintingDependency
    & TrackingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}
