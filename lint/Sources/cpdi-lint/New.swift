import ArgumentParser
import CPDILint
import Foundation

/// `cpdi-lint new feature|dependency NAME`: writes CPDI code that builds, tests and lints at once.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a new feature or dependency in the CPDI shape, as plain source you own.",
        discussion: "Refuses (exit 2, nothing written) a name that exists, an invalid name, a folder that is not a package, or a manifest it cannot edit safely.",
        subcommands: [NewFeature.self, NewDependency.self]
    )
}

/// Options every `new` command takes.
struct PackageOption: ParsableArguments {
    @Option(help: ArgumentHelp("The package to write into (default: the current folder).", valueName: "path"))
    var package: String = "."

    var url: URL { URL(fileURLWithPath: package).standardizedFileURL }
}

/// Prints what a plan wrote, one path a line.
private func report(_ plan: Scaffold.Plan) {
    for file in plan.files { StandardStreams.out("created \(file.path)\n") }
    if plan.manifest != nil { StandardStreams.out("updated Package.swift\n") }
}

struct NewFeature: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feature",
        abstract: "Write NAMEFeature: its module, a test composing it with a stub root, a dev app, and their targets in Package.swift.",
        discussion: "Afterwards `swift build`, `swift test --filter NAMEFeatureTests`, `swift run NAMEDevApp --help` and `cpdi-lint --strict .` pass with no hand edit."
    )

    @Argument(help: "The feature's name, without 'Feature': Favorites writes FavoritesFeature.")
    var name: String

    @OptionGroup var options: PackageOption

    func run() throws {
        let scaffold = try Scaffold(package: options.url)
        let feature = name.hasSuffix("Feature") && name != "Feature" ? String(name.dropLast(7)) : name
        // Planned and written under the package's lock: a second `new` plans against what this one wrote.
        let plan = try scaffold.locked { () throws(LintError) -> Scaffold.Plan in
            let plan = try scaffold.feature(feature)
            try scaffold.write(plan)
            return plan
        }
        report(plan)
    }
}

struct NewDependency: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dependency",
        abstract: "Write protocol NAME and NAMEDependency in a module, and an in-memory stub in its …Stubs module when there is one."
    )

    @Argument(help: "The protocol's name, e.g. PaymentGateway.")
    var name: String

    @Option(help: "The module to write it into, e.g. Catalog.")
    var module: String

    @OptionGroup var options: PackageOption

    func run() throws {
        let scaffold = try Scaffold(package: options.url)
        let plan = try scaffold.locked { () throws(LintError) -> Scaffold.Plan in
            let plan = try scaffold.dependency(name, module: module)
            try scaffold.write(plan)
            return plan
        }
        report(plan)
    }
}
