// Bad: the helper's typealias is nested in the Pricing enum as TotalDependencies; wrong because it must be Pricing_totalDependencies at file scope, above the type. One finding; Cart forwards it by its actual name.
enum Pricing {
    typealias TotalDependencies = LoggingDependency // expect: typealias-name

    static func total<Dependencies: TotalDependencies>(dependencies: Dependencies) -> Int {
        dependencies.logger.log("total")
        return 0
    }
}

typealias CartDependencies = Pricing.TotalDependencies // Required by Pricing.total

struct Cart<Dependencies: CartDependencies> {
    let dependencies: Dependencies

    var total: Int { Pricing.total(dependencies: dependencies) }
}
