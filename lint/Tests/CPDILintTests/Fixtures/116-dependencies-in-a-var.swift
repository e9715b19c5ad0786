// Bad: dependencies kept in a `var` (the rulebook's types keep `let dependencies: Dependencies`, set once in `init`). An optional `var` is left alone: a cell configured after it is dequeued cannot take them in `init`, so `let` would not compile; its nested typealias gets its one finding.
typealias ReceiptDependencies = PrintingDependency

final class Receipt<Dependencies: ReceiptDependencies> {
    var dependencies: Dependencies // expect: generic-dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func print() { dependencies.printer.print("receipt") }
}

final class EventCell {
    typealias Dependencies = PrintingDependency // expect: typealias-name

    var dependencies: Dependencies?

    func show() { dependencies?.printer.print("event") }
}
