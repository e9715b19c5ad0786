// A package manager's "dependency" is a model, not a CPDI dependency: the protocol is composed only into
// a typealias that models conform to and a function takes for its values, never as dependencies, so it
// may declare what a model needs. No finding.
protocol HasIdentifier {
    var id: String { get }
}

protocol PackageDependency {
    var name: String { get }
    var version: String { get }
}

typealias PinnedPackageDependency = PackageDependency & HasIdentifier

struct Pin: PinnedPackageDependency {
    let id: String
    let name: String
    let version: String
}

func pinned(_ packages: [some PinnedPackageDependency]) -> [String] {
    packages.map { "\($0.id)@\($0.version)" }
}

typealias ResolverDependencies = LoggingDependency

struct Resolver<Dependencies: ResolverDependencies> {
    let dependencies: Dependencies

    func run(pins: [Pin]) -> [String] {
        let lines = pinned(pins)
        dependencies.logger.log(lines.joined(separator: ","))
        return lines
    }
}
