// Bad: a nested `typealias Dependencies` stored as `let dependencies`, composing protocols named in a
// dialect of their own (`DependencyLogger`). What the code does says it holds dependencies.
protocol DependencyLogger {
    var logger: any Logging { get }
}

struct NetworkCache {
    typealias Dependencies = DependencyLogger // expect: typealias-name

    let dependencies: Dependencies

    func check() { dependencies.logger.log("checked") }
}
