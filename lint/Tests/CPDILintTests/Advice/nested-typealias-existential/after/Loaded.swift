// A nested `typealias Dependencies` kept as an existential, required by a protocol and stored by
// the protocol's conformer.
typealias LoadedViewDependencies = LoggingDependency & TrackingDependency

struct LoadedView<Dependencies: LoadedViewDependencies> {
    let dependencies: Dependencies

    func show() {
        dependencies.logger.log("loaded")
        dependencies.tracker.trackAddToCart()
    }
}

typealias LoadedStateProvidingDependencies = LoadedViewDependencies // Required by LoadedView

protocol LoadedStateProviding {
    associatedtype Dependencies: LoadedStateProvidingDependencies
    var dependencies: Dependencies { get }
}

typealias LoadedModelDependencies = LoadedViewDependencies // Required by LoadedView
    & LoadedStateProvidingDependencies // Required by LoadedStateProviding

struct LoadedModel<Dependencies: LoadedModelDependencies>: LoadedStateProviding {
    let dependencies: Dependencies

    func view() -> LoadedView<Dependencies> { LoadedView(dependencies: dependencies) }
}
