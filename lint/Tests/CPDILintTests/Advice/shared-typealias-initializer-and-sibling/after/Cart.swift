// An initializer that borrows another type's typealias takes its own type's typealias, and a function
// whose sibling creates that type, but which creates nothing itself, declares what it uses: neither
// forwards what it does not hand on.
typealias CartViewModelDependencies = LoggingDependency

final class CartViewModel<Dependencies: CartViewModelDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }
}

typealias PriceFormatterDependencies = LoggingDependency

final class PriceFormatter {
    private let logger: any Logging

    init<Dependencies: PriceFormatterDependencies>(dependencies: Dependencies) {
        logger = dependencies.logger
    }
}

typealias CartFormatting_makeViewModelDependencies = CartViewModelDependencies // Required by CartViewModel

typealias CartFormatting_stampDependencies = LoggingDependency

enum CartFormatting {
    static func makeViewModel<Dependencies: CartFormatting_makeViewModelDependencies>(dependencies: Dependencies) -> CartViewModel<Dependencies> {
        CartViewModel(dependencies: dependencies)
    }

    static func stamp<Dependencies: CartFormatting_stampDependencies>(dependencies: Dependencies) {
        dependencies.logger.log("stamp")
    }
}
