// An initializer that a subclass inherits is called through the subclass (`CartScreen(title:dependencies:)`),
// which cpdi-lint cannot tie to it: reordering the declaration without that call would not compile, so
// --fix leaves it and the finding says why. A call through `Self.` is the caller's type's, and moves with
// its declaration.
typealias ScreenDependencies = LoggingDependency

class Screen<Dependencies: ScreenDependencies> {
    let dependencies: Dependencies
    let title: String

    init(title: String, dependencies: Dependencies) { // expect: dependencies-first
        self.dependencies = dependencies
        self.title = title
    }

    func show() { dependencies.logger.log(title) }
}

typealias CartScreenDependencies = ScreenDependencies // Required by superclass Screen

final class CartScreen<Dependencies: CartScreenDependencies>: Screen<Dependencies> {}

typealias CartDependencies = CartScreenDependencies // Required by CartScreen
    & TaxesDependencies // Required by Taxes

struct Cart<Dependencies: CartDependencies> {
    let dependencies: Dependencies

    func open() -> Screen<Dependencies> {
        _ = Taxes.total(dependencies: dependencies)
        return CartScreen(title: "Cart", dependencies: dependencies)
    }
}

typealias TaxesDependencies = LoggingDependency

enum Taxes {
    static func total<Dependencies: TaxesDependencies>(dependencies: Dependencies) -> Int {
        Self.rate(percent: 20, dependencies: dependencies) // expect: dependencies-first
    }

    static func rate<Dependencies: TaxesDependencies>(percent: Int, dependencies: Dependencies) -> Int { // expect: dependencies-first
        dependencies.logger.log("rate")
        return percent
    }
}
