// Bad: ReceiptDependencies is used as an existential in the stored property and the initializer; wrong because a type takes it as a generic parameter. One finding per type, at the first mention.
typealias ReceiptDependencies = PrintingDependency

struct Receipt {
    let dependencies: any ReceiptDependencies // expect: generic-dependencies

    init(dependencies: any ReceiptDependencies) {
        self.dependencies = dependencies
    }

    func print() { dependencies.printer.print("receipt") }
}
