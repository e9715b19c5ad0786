// A protocol named `…Dependencies` that declares factories of its own (the Clean Architecture template's
// coordinator dependencies) is a service, not a composition of dependency protocols: the rulebook's
// "do not create a new protocol that composes other dependencies" does not apply. No finding.
final class ViewController {}

protocol MoviesSearchFlowCoordinatorDependencies {
    func makeMoviesListViewController() -> ViewController
    func makeMovieDetailsViewController(title: String) -> ViewController
}

final class MoviesSearchFlowCoordinator {
    private let dependencies: MoviesSearchFlowCoordinatorDependencies

    init(navigationController: ViewController, dependencies: MoviesSearchFlowCoordinatorDependencies) {
        self.dependencies = dependencies
    }

    func start() -> ViewController {
        dependencies.makeMoviesListViewController()
    }
}
