// Bad: one typealias kept as an existential by several types, none of them named after it, belongs to
// none of them: it is not renamed after one (no typealias-name finding), and each is told to declare its
// own typealias and be generic over it, so following every finding leaves no typealias shared.
protocol ArticlesRepository {
    func articles() -> [String]
}

protocol ArticlesRepositoryDependency {
    var articlesRepository: any ArticlesRepository { get }
}

typealias RepositoryDependencies = ArticlesRepositoryDependency
    & LoggingDependency

final class ArticleCoordinator {
    let dependencies: any RepositoryDependencies // expect: generic-dependencies

    init(dependencies: any RepositoryDependencies) {
        self.dependencies = dependencies
    }

    var titles: [String] { dependencies.articlesRepository.articles() }
}

final class FeedCoordinator {
    let dependencies: any RepositoryDependencies // expect: generic-dependencies

    init(dependencies: any RepositoryDependencies) {
        self.dependencies = dependencies
    }

    func show() { dependencies.logger.log("feed") }
}
