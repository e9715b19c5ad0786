typealias CartFactory_makeDependencies = CartViewModelDependencies // Required by CartViewModel

enum CartFactory {
    static func make<Dependencies: CartFactory_makeDependencies>(dependencies: Dependencies) -> CartViewModel<Dependencies> {
        CartViewModel(dependencies: dependencies)
    }
}
