// Bad: the helper's typealias is `typealias Dependencies = …` nested inside the type; wrong because it must be ReceiptPrinter_printDependencies at the top of the file. One finding; callers forwarding `ReceiptPrinter.Dependencies` are checked through that name.
enum ReceiptPrinter {
    typealias Dependencies = PrintingDependency // expect: typealias-name

    static func print<D: Dependencies>(dependencies: D, text: String) {
        dependencies.printer.print(text)
    }
}
