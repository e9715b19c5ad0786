// Good: the owner's `Dependencies` fill another generic parameter of a child (`Item`), and the child gets
// its own dependencies (`LocalPrinting()`): nothing is forwarded, since nothing is handed on.
typealias PaneDependencies = PrintingDependency

struct Pane<Item, Dependencies: PaneDependencies> {
    let dependencies: Dependencies
    let item: Item
}

struct ConsolePrinter: Printing {
    func print(_ text: String) {}
}

struct LocalPrinting: PaneDependencies {
    let printer: any Printing = ConsolePrinter()
}

typealias InspectorDependencies = LoggingDependency

struct Inspector<Dependencies: InspectorDependencies> {
    let dependencies: Dependencies
    let pane: Pane<Dependencies, LocalPrinting>

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
        pane = Pane(dependencies: LocalPrinting(), item: dependencies)
    }

    func inspect() { pane.item.logger.log("inspect") }
}
