// A dependencies typealias declared beside its type in the namespace both are in (an extension of
// `Checkout`), above the type, as the rulebook places it: no finding. Others name it `Checkout.ReceiptDependencies`.
enum Checkout {}

extension Checkout {
    typealias ReceiptDependencies = LoggingDependency

    struct Receipt<Dependencies: ReceiptDependencies> {
        let dependencies: Dependencies

        func print() {
            dependencies.logger.log("receipt")
        }
    }
}

extension Checkout {
    struct Total<Dependencies: TotalDependencies> {
        let dependencies: Dependencies

        func print() {
            dependencies.printer.print("total")
        }
    }

    // Below its type: it goes just above it, still inside `Checkout`.
    typealias TotalDependencies = PrintingDependency // expect: typealias-name
}
