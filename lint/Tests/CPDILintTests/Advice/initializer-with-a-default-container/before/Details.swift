struct ConsolePrinter: Printing {
    func print(_ text: String) {}
}

/// The app's one container.
struct GlobalDependencies: PrintingDependency {
    static let shared = GlobalDependencies()
    var printer: any Printing { ConsolePrinter() }
}

final class DetailsScreen {
    private let dependencies: PrintingDependency

    init(dependencies: GlobalDependencies = .shared) {
        self.dependencies = dependencies
    }

    func show() {
        dependencies.printer.print("details")
    }
}

func showDetails() {
    DetailsScreen().show()
}
