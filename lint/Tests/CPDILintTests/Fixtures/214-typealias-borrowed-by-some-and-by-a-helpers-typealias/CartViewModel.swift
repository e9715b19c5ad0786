// Bad and good: another type's typealias borrowed as `some` (an unnamed generic parameter) by a static
// function and by an initializer, and composed by a helper's own typealias whose function never hands
// its dependencies to that type; a helper that creates the type forwards it, and the type's own function
// takes it as `some`.
protocol Clock {
    func now() -> Double
}

protocol ClockDependency {
    var clock: any Clock { get }
}

typealias CartViewModelDependencies = ClockDependency

final class CartViewModel<Dependencies: CartViewModelDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    static func stamp(dependencies: some CartViewModelDependencies) -> Double {
        dependencies.clock.now()
    }
}
