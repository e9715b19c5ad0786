typealias PriceCacheDependencies = LoggingDependency

final class PriceCache<Key: Hashable, D, Value> where D: PriceCacheDependencies & Sendable {
    let dependencies: D
    private var storage: [Key: Value] = [:]

    init(dependencies: D) {
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
