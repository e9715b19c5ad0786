// A generic type that keeps its dependencies as an existential: made generic over them, it keeps its
// other parameters.
typealias PriceCacheDependencies = LoggingDependency

final class PriceCache<Key: Hashable, Value, Dependencies: PriceCacheDependencies> {
    let dependencies: Dependencies
    private var storage: [Key: Value] = [:]

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func value(for key: Key, orInsert make: () -> Value) -> Value {
        if let value = storage[key] { return value }
        dependencies.logger.log("miss")
        let value = make()
        storage[key] = value
        return value
    }
}
