import Kit

typealias ExportsDependencies = RendererDependencies // Required by Renderer

struct Exports<Dependencies: ExportsDependencies> {
    let dependencies: Dependencies

    func run() -> String {
        Renderer(name: "exports", dependencies: dependencies).render() // expect: dependencies-first
    }
}
