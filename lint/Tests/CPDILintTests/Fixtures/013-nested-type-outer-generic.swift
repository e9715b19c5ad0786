// Correct: a nested type uses its outer type's generic Dependencies parameter; it needs no typealias of its own.
typealias CheckoutDependencies = LoggingDependency
    & PrintingDependency

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    struct Line {
        let dependencies: Dependencies
        let title: String

        func show() { dependencies.printer.print(title) }
    }

    func lines() -> [Line] {
        dependencies.logger.log("lines")
        return [Line(dependencies: dependencies, title: "Coffee")]
    }
}
