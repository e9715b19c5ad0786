typealias Receipts_dateDependencies = CartViewModelDependencies // expect: shared-typealias

enum Receipts {
    static func date<Dependencies: Receipts_dateDependencies>(dependencies: Dependencies) -> Double {
        dependencies.clock.now()
    }
}
