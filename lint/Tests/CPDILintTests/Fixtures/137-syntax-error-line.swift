// Bad: swift-syntax does not read `@available (*, unavailable)` (a space before the parenthesis, which
// the compiler accepts in Swift 5 with a warning); the finding names the attribute's line, not line 1.
// (Not type-checked: Swift 6 rejects the space.)
typealias CellDependencies = LoggingDependency

final class Cell<Dependencies: CellDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) { self.dependencies = dependencies }

    @available (*, unavailable) // expect: unparsable-file
    init?(coder: Int) { fatalError() }
}
