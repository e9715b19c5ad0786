// Bad: a dependency protocol stored directly as an existential, with no typealias and no generic parameter.
protocol DessertsService {}

protocol DessertsServiceDependency {
    var dessertsService: any DessertsService { get }
}

struct DessertsView { // expect: generic-dependencies
    let dependencies: DessertsServiceDependency
}
