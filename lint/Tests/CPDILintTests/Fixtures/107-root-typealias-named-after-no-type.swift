// Bad: the composition root's typealias is named after no type it constrains; a dependencies typealias is named after the type whose requirements it lists.
protocol NetworkService {}
protocol DessertsService {}

protocol NetworkServiceDependency {
    var networkService: any NetworkService { get }
}

protocol DessertsServiceDependency {
    var dessertsService: any DessertsService { get }
}

typealias AppDependenciesProviding = NetworkServiceDependency & DessertsServiceDependency // expect: typealias-name

final class AppDependencies: AppDependenciesProviding {
    let networkService: any NetworkService
    let dessertsService: any DessertsService

    init(networkService: any NetworkService, dessertsService: any DessertsService) {
        self.networkService = networkService
        self.dessertsService = dessertsService
    }
}
