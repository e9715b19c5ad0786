typealias PriceCacheDependencies = LoggingDependency

final class PriceCache<Key: Hashable, Dependencies: PriceCacheDependencies & Sendable, Value> {
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
