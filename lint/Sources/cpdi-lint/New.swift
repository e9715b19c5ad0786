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

    @Flag(help: "List what `new` can write, and exit.")
    var list = false

    func run() throws {
        guard list else { throw CleanExit.helpRequest(self) }
        for command in Self.configuration.subcommands {
            let name = command.configuration.commandName ?? ""
            StandardStreams.out(name.padding(toLength: 12, withPad: " ", startingAt: 0) + command.configuration.abstract + "\n")
        }
    }
}

/// Options every `new` command takes.
struct PackageOption: ParsableArguments {
    @Option(help: ArgumentHelp("The package to write into (default: the one holding the current folder).", valueName: "path"))
    var package: String?

    @Flag(help: "Print the files it would create and the manifest's diff, and write nothing.")
    var dryRun = false

    /// `--package`, else the nearest folder at or above the current one with a `Package.swift`.
    var url: URL {
        if let package { return URL(fileURLWithPath: package).standardizedFileURL }
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
            ? folder : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
    }

    /// Writes `plan` under the package's lock, or with `--dry-run` prints it and writes nothing.
    func carryOut(_ scaffold: Scaffold, _ plan: () throws(LintError) -> Scaffold.Plan) throws {
        if dryRun {
            // A dry run writes nothing, so it cannot take back what a stopped run left, as a real run first does.
            if scaffold.hasInterruptedRuns {
                StandardStreams.error("cpdi-lint: an earlier `cpdi-lint new` was stopped while writing; a run without --dry-run takes back what it left before it plans, so its plan may differ from this one\n")
            }
            let planned = try plan()
            for file in planned.files { StandardStreams.out("would create \(file.path)\n") }
            if let manifest = planned.manifest, let before = try? String(contentsOf: url.appendingPathComponent("Package.swift"), encoding: .utf8) {
                StandardStreams.out(Linter.diff(path: "Package.swift", before, manifest))
            }
            return
        }
        // Planned and written under the package's lock: a second `new` plans against what this one wrote.
        // Reported as soon as it is written: a Ctrl-C that waited for the writes ends the run right after.
        try scaffold.locked(noting: { StandardStreams.error("cpdi-lint: \(Paths.shown($0))\n") }) { () throws(LintError) in
            let planned = try plan()
            try scaffold.write(planned) { report(planned) }
        }
    }
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
        // A name it cannot use is refused before anything in the package is touched.
        try Scaffold.checkIdentifier(feature)
        try options.carryOut(scaffold) { () throws(LintError) in try scaffold.feature(feature) }
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
        try Scaffold.checkIdentifier(name)
        try Scaffold.checkIdentifier(module)
        try options.carryOut(scaffold) { () throws(LintError) in try scaffold.dependency(name, module: module) }
    }
}
