// Bad: dependencies kept in a `var`, generic and nested alike (the rulebook's types keep `let dependencies: Dependencies`, set once in `init`); an optional `var` set after `init` can be missing when it is read.
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

    var dependencies: Dependencies? // expect: generic-dependencies

    func show() { dependencies?.printer.print("event") }
}
