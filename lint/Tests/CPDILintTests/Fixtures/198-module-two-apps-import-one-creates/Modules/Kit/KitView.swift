// A module two apps import, so it is checked once with each. One app creates its public view, the other does
// not: the advice is the one that keeps the first app building, given once.
public typealias KitViewDependencies = LoggingDependency // expect: public-typealias

public struct KitView<Dependencies: KitViewDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func show() { dependencies.logger.log("kit") }
}
