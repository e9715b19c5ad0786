// ACCEPT. A composition root conforms to a group of dependency protocols that no type takes: the
// rulebook names a type's own dependencies typealias («the exact name of the type whose requirements
// it satisfies»), and this satisfies no type's requirements; of such groups it says nothing.
protocol NetworkService {}
protocol DessertsService {}

protocol NetworkServiceDependency {
    var networkService: any NetworkService { get }
}

protocol DessertsServiceDependency {
    var dessertsService: any DessertsService { get }
}

typealias AppDependenciesProviding = NetworkServiceDependency & DessertsServiceDependency

final class AppDependencies: AppDependenciesProviding {
    let networkService: any NetworkService
    let dessertsService: any DessertsService

    init(networkService: any NetworkService, dessertsService: any DessertsService) {
        self.networkService = networkService
        self.dessertsService = dessertsService
    }
}
