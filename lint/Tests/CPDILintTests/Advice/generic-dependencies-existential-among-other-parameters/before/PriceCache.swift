// A generic type that keeps its dependencies as an existential: made generic over them, it keeps its
// other parameters.
typealias PriceCacheDependencies = LoggingDependency

final class PriceCache<Key: Hashable, Value> {
    let dependencies: any PriceCacheDependencies
    private var storage: [Key: Value] = [:]

    init(dependencies: any PriceCacheDependencies) {
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
