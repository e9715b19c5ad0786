// A public initializer of a module that two modules linted apart import: each lint pass sees the calls of
// one of them, so --fix leaves the declaration and its calls, and says why.
public typealias RendererDependencies = LoggingDependency

public final class Renderer<Dependencies: RendererDependencies> {
    let dependencies: Dependencies
    let name: String

    public init(name: String, dependencies: Dependencies) { // expect: dependencies-first
        self.name = name
        self.dependencies = dependencies
    }

    public func render() -> String {
        dependencies.logger.log(name)
        return name
    }
}

public typealias KitFeatureDependencies = RendererDependencies // Required by Renderer
