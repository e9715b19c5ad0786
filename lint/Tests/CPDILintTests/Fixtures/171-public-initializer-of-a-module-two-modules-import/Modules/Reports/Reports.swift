import Kit

typealias ReportsDependencies = RendererDependencies // Required by Renderer

struct Reports<Dependencies: ReportsDependencies> {
    let dependencies: Dependencies

    func run() -> String {
        Renderer(name: "reports", dependencies: dependencies).render() // expect: dependencies-first
    }
}
