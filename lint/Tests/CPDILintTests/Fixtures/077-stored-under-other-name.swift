// Bad: Receipt is generic over Dependencies but stores them as `services`; wrong because a type that keeps its dependencies stores them as `dependencies`. Reported on the type name.
typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> { // expect: generic-dependencies
    let services: Dependencies

    func print() { services.printer.print("receipt") }
}
