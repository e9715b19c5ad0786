// Bad: the constraint is in a `where` clause but the generic parameter is named D; wrong because it must be named Dependencies. Reported on the parameter.
typealias ReceiptDependencies = PrintingDependency

struct Receipt<D> where D: ReceiptDependencies { // expect: generic-dependencies
    let dependencies: D

    func print() { dependencies.printer.print("receipt") }
}
