// Correct: an override and a protocol's witness keep the generic signature they override or meet, so
// they are constrained by the typealias of the method they override or meet; and a dependency protocol
// that vends a generic type names it through an associated type constrained by that type's typealias.
typealias Cell_configureDependencies = LoggingDependency

class Cell {
    func configure<Dependencies: Cell_configureDependencies>(dependencies: Dependencies, title: String) {
        dependencies.logger.log(title)
    }
}

final class PriceCell: Cell {
    override func configure<Dependencies: Cell_configureDependencies>(dependencies: Dependencies, title: String) {
        dependencies.logger.log("price \(title)")
    }
}

typealias Routing_routeDependencies = TrackingDependency

protocol Routing {
    func route<Dependencies: Routing_routeDependencies>(dependencies: Dependencies, to path: String)
}

struct WebRouter: Routing {
    func route<Dependencies: Routing_routeDependencies>(dependencies: Dependencies, to path: String) {
        dependencies.tracker.trackEvent(path)
    }
}

typealias ReviewsRepositoryDependencies = LoggingDependency

final class ReviewsRepository<Dependencies: ReviewsRepositoryDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }
}

protocol ReviewsRepositoryDependency {
    associatedtype Reviews: ReviewsRepositoryDependencies
    var reviewsRepository: ReviewsRepository<Reviews> { get }
}
