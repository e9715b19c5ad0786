// Bad: a helper's typealias declared `package`; wrong because only …FeatureDependencies and …ExternalDependencies may be public, open or package.
package typealias Cart_totalDependencies = LoggingDependency // expect: public-typealias

struct Cart {
    func total<Dependencies: Cart_totalDependencies>(dependencies: Dependencies) -> Int {
        dependencies.logger.log("total")
        return 0
    }
}
