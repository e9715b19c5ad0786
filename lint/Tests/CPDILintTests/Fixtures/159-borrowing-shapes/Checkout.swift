// Checkout creates only Summary: Receipt is Summary's child, and its typealias Summary's to forward.
typealias CheckoutDependencies = PrintingDependency
    & SummaryDependencies // Required by Summary
    & ReceiptDependencies // expect: shared-typealias (only Summary creates Receipt)

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func finish() {
        dependencies.printer.print("checkout")
        Summary(dependencies: dependencies).show()
    }
}
