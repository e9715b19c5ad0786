// Correct (not CPDI): a build-graph model with BuildDependency types and `dependencies:` arrays in any position.
struct BuildDependency: Hashable {
    let name: String
    let version: String
}

enum PackageDependency {
    case local(path: String)
    case remote(url: String)
}

protocol BuildDependencyResolving {
    func resolve(target: String, dependencies: [BuildDependency]) -> [String]
    func fetch(_ dependency: PackageDependency) -> String
}

struct BuildTarget {
    let name: String
    let dependencies: [BuildDependency]
}

func makeTarget(name: String, dependencies: [BuildDependency]) -> BuildTarget {
    BuildTarget(name: name, dependencies: dependencies)
}
