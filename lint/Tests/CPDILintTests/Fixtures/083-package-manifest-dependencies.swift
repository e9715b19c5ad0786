// Correct (not CPDI): a package manifest's `dependencies:` arrays may come anywhere (stubs stand in for PackageDescription).
struct Package {
    init(name: String, dependencies: [String], targets: [Target]) {}
}

struct Target {
    static func target(name: String, dependencies: [String]) -> Target { Target() }
}

func module(_ name: String, dependencies: [String]) -> Target {
    .target(name: name, dependencies: dependencies)
}

let package = Package(name: "App", dependencies: ["../Kit"], targets: [module("Core", dependencies: [])])
