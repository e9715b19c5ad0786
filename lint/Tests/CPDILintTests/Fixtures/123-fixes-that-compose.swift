// With every rule on, one --fix writes the splice's missing `clock` member and must not remove, in the
// same run, the ClockDependency that member reads: nothing used `clock` before the member existed.
// (Not type-checked: the splice lacks the member until --fix writes it; the fixed code is type-checked.)
protocol ClockDependency {
    var clock: Int { get }
}

protocol ShelfDependency {
    var shelf: [String] { get }
}

typealias ShelfViewExternalDependencies = ClockDependency // expect: unused-dependency
    & LoggingDependency

typealias ShelfViewDependencies = ShelfViewExternalDependencies
    & ShelfDependency

struct ShelfView<Dependencies: ShelfViewDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log(dependencies.shelf.joined()) }
}

struct SplicedShelfViewDependencies<ExternalDependencies: ShelfViewExternalDependencies>: ShelfViewDependencies { // expect: missing-requirements
    let externalDependencies: ExternalDependencies // Obtained from outside callers
    let shelf: [String]

    var logger: any Logging { externalDependencies.logger }
}
