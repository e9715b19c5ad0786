// Correct: an enum generic over Dependencies cannot store them; it takes them in the function that needs them.
typealias FeedRouteDependencies = LoggingDependency

enum FeedRoute<Dependencies: FeedRouteDependencies> {
    case list
    case detail(id: Int)

    func open(dependencies: Dependencies) {
        dependencies.logger.log("open \(self)")
    }
}
