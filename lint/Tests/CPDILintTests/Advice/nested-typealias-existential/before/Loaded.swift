// A nested `typealias Dependencies` kept as an existential, required by a protocol and stored by
// the protocol's conformer.
struct LoadedView {
    typealias Dependencies = LoggingDependency & TrackingDependency
    let dependencies: Dependencies

    func show() {
        dependencies.logger.log("loaded")
        dependencies.tracker.trackAddToCart()
    }
}

protocol LoadedStateProviding {
    var dependencies: LoadedView.Dependencies { get }
}

struct LoadedModel: LoadedStateProviding {
    let dependencies: LoadedView.Dependencies

    func view() -> LoadedView { LoadedView(dependencies: dependencies) }
}
