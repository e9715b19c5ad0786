// Bad: a helper's typealias made public; wrong because only …FeatureDependencies and …ExternalDependencies (and typealiases a public typealias is built from) may be public, open or package.
public typealias Cart_totalDependencies = LoggingDependency // expect: public-typealias

struct Cart {
    func total<Dependencies: Cart_totalDependencies>(dependencies: Dependencies) -> Int {
        dependencies.logger.log("total")
        return 0
    }
}
