// Good: `HasDependencies` declares an associated type and the property that holds it, a role like
// the rulebook's `PDPComponent`; it composes nothing, so composed-protocol says nothing.
protocol HasDependencies: AnyObject {
    associatedtype DependencyType
    var dependencies: DependencyType { get }
}

typealias ReaderDependencies = LoggingDependency

final class Reader<Dependencies: ReaderDependencies>: HasDependencies {
    let dependencies: Dependencies

    init(dependencies: Dependencies) { self.dependencies = dependencies }

    func read() { dependencies.logger.log("read") }
}
