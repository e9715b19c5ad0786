// Bad: a type takes its typealias as an existential in its initializer and a method; one finding for the type, at the first mention.
typealias ReceiptDependencies = PrintingDependency

struct Receipt {
    init(dependencies: ReceiptDependencies) { // expect: generic-dependencies
        dependencies.printer.print("receipt")
    }

    func reprint(dependencies: ReceiptDependencies) {
        dependencies.printer.print("again")
    }
}
