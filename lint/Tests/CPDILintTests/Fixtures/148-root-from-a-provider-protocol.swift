// A provider protocol picks the composition root at run time and hands it out as an existential. The
// model that receives it straight from the provider keeps it as one: the value has no static type to
// be generic over. A type that is only handed the existential later is held to the rule.
typealias ShopTabDependencies = LoggingDependency & PrintingDependency

protocol ShopDependenciesProviding {
    func makeDependencies() async -> any ShopTabDependencies
}

struct ShopLoadedModel {
    let dependencies: any ShopTabDependencies
}

enum ShopState {
    case loaded(ShopLoadedModel)
}

struct ShopLoader {
    let provider: any ShopDependenciesProviding

    func load() async -> ShopState {
        .loaded(ShopLoadedModel(dependencies: await provider.makeDependencies()))
    }
}

struct ShopTab {
    let dependencies: any ShopTabDependencies // expect: generic-dependencies

    func open() {
        dependencies.logger.log("shop")
        dependencies.printer.print("shop")
    }
}
