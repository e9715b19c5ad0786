// Two feature modules each declare a `Coordinator` that creates a `Row`, with typealiases of the same
// names, and the app imports both. The cart's coordinator does not forward its row's typealias; the
// profile's does. Each name is the one its own module declares, as the compiler reads it.
public typealias CartFeatureDependencies = CoordinatorDependencies // Required by Coordinator

public struct CartFeature<Dependencies: CartFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func start() { Coordinator(dependencies: dependencies).start() }
}
