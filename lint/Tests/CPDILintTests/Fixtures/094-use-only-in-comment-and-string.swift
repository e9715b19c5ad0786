// Bad (warning): TrackingDependency's property appears only in a comment and a string, which are not uses; nothing in Receipt uses `tracker`.
typealias ReceiptDependencies = PrintingDependency
    & TrackingDependency // expect: unused-dependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() {
        // dependencies.tracker.trackEvent("printed")
        dependencies.printer.print("dependencies.tracker")
    }
}
