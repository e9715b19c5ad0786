// A feature's public entry point creates an internal child: it forwards the child's typealias, which
// the compiler then needs public, as the rulebook's «public typealias PDPFeatureDependencies =
// PDPViewExternalDependencies & PDPDataRepositoryDependencies» forwards its repository's. Naming the
// child's protocols instead is not forwarding it; --fix forwards it and makes it public.
typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}

public typealias CheckoutFeatureDependencies = LoggingDependency
    & PrintingDependency

public struct CheckoutFeature<Dependencies: CheckoutFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func finish() {
        dependencies.logger.log("finish")
        Receipt(dependencies: dependencies).print() // expect: missing-forwarding
    }
}
