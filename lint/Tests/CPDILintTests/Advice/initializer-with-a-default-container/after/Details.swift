struct ConsolePrinter: Printing {
    func print(_ text: String) {}
}

/// The app's one container.
struct GlobalDependencies: PrintingDependency {
    static let shared = GlobalDependencies()
    var printer: any Printing { ConsolePrinter() }
}

typealias DetailsScreenDependencies = PrintingDependency

final class DetailsScreen<Dependencies: DetailsScreenDependencies> {
    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func show() {
        dependencies.printer.print("details")
    }
}

func showDetails() {
    DetailsScreen(dependencies: GlobalDependencies.shared).show()
}
