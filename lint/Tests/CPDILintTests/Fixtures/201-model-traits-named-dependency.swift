// Good: a protocol named `…Dependency` that is a model's trait (two requirements), composed under a
// name that says nothing of dependencies and constraining an element type: nothing here is injected.
protocol PackageDependency {
    var name: String { get }
    var version: String { get }
}

typealias Pinnable = PackageDependency & Hashable

struct Pin: Pinnable {
    let name: String
    let version: String
}

struct Lockfile<Pinned: Pinnable> {
    let pins: Set<Pinned>

    var names: [String] { pins.map(\.name) }
}
