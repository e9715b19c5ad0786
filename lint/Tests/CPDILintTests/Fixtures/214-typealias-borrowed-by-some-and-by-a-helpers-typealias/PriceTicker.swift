final class PriceTicker {
    let started: Double

    init(dependencies: some CartViewModelDependencies) { // expect: shared-typealias
        started = dependencies.clock.now()
    }
}
