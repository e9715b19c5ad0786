// Bad: a dependency protocol composed with a protocol of another kind (a factory) and kept as an
// existential is still dependencies kept as one: the protocols go into the type's typealias, which it
// is generic over, as for the protocol alone.
protocol SearchService {
    func search(_ text: String) -> [String]
}

protocol SearchServiceDependency {
    var searchService: any SearchService { get }
}

protocol ScreenFactory {
    func makeResults() -> [String]
}

final class SearchFlow { // expect: generic-dependencies
    private let dependencies: any SearchServiceDependency & ScreenFactory

    init(dependencies: any SearchServiceDependency & ScreenFactory) {
        self.dependencies = dependencies
    }

    func start() -> [String] {
        dependencies.searchService.search("flat white") + dependencies.makeResults()
    }
}

final class HomeFlow {
    private let results: [String]

    init(dependencies: any SearchServiceDependency & ScreenFactory) { // expect: generic-dependencies
        results = dependencies.searchService.search("cortado") + dependencies.makeResults()
    }
}
