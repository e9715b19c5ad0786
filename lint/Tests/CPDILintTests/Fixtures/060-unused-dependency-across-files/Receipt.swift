// Bad (warning): TrackingDependency is used neither here nor in Receipt+Printing.swift (the whole type is checked); LoggingDependency is used only in the extension, so it is fine.
typealias ReceiptDependencies = LoggingDependency
    & PrintingDependency
    & TrackingDependency // expect: unused-dependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies
}
