/// The types built from what a provider protocol hands out as an existential: a requirement that
/// picks the composition root at run time (`protocol DependenciesProviding { func buildDependencies()
/// async -> MainView.Dependencies }`), whose result is passed straight in
/// (`MainViewLoadedModel(dependencies: await provider.buildDependencies())`). That value has no static
/// type to be generic over, so the type that receives it keeps it as an existential; the types it hands
/// it on to are held to the rule.
struct ProvidedExistentials: IndexModel {
    let holders: Set<String>

    init(_ index: ProjectIndex) {
        var providers: Set<String> = []
        for file in index.files {
            for reference in file.dependencyTypeReferences where reference.isReturnType {
                guard let function = reference.function, let owner = reference.enclosingType,
                      index.declarations(ofType: owner).contains(where: { $0.fact.kind == .protocol })
                else { continue }
                providers.insert(function)
            }
        }
        var holders: Set<String> = []
        for file in index.files {
            for call in file.calls {
                guard let called = call.argumentCall, providers.contains(called) else { continue }
                switch call.callee {
                case .type(let name), .member(let name?, "init"), .implicitInit(let name?, _, _): holders.insert(name)
                default: continue
                }
            }
        }
        self.holders = holders
    }
}
