// shared-typealias's borrowing check: a type that only names its child as a type still forwards what
// the compiler needs (`attach(_ receipt: Receipt<Dependencies>)`), a child created by a function of the
// same file counts, and a grandchild's typealias is its child's to forward.
typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}

typealias StatementDependencies = TrackingDependency
    & ReceiptDependencies // Required by Receipt

struct Statement<Dependencies: StatementDependencies> {
    let dependencies: Dependencies

    func attach(_ receipt: Receipt<Dependencies>) {
        dependencies.tracker.trackEvent("attach")
        receipt.print()
    }
}

typealias TillDependencies = TrackingDependency
    & ReceiptDependencies // Required by Receipt

struct Till<Dependencies: TillDependencies> {
    let dependencies: Dependencies

    func close() {
        dependencies.tracker.trackEvent("close")
        printReceipt(for: self)
    }
}

private func printReceipt<Dependencies>(for till: Till<Dependencies>) {
    Receipt(dependencies: till.dependencies).print()
}

