// Correct: `@MainActor` on the type, a property-wrapper attribute (a dummy @Published) and `@discardableResult` never change what the linter sees.
@propertyWrapper
struct Published<Value> {
    var wrappedValue: Value
}

typealias FeedModelDependencies = LoggingDependency

@MainActor
final class FeedModel<Dependencies: FeedModelDependencies> {
    @Published var items: [String] = []
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    @discardableResult
    func refresh() -> Int {
        dependencies.logger.log("refresh")
        return items.count
    }
}
