// Internal row whose typealias is public only because the public OrderListDependencies names it.
public typealias OrderRowDependencies = PrintingDependency

struct OrderRow<Dependencies: OrderRowDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.printer.print("row") }
}
