import ArgumentParser
import CPDILint
import Foundation

/// `cpdi-lint graph`: the typealias graph.
struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the dependencies typealias graph: what each type uses, forwards and needs in the end.",
        discussion: "Render it with Graphviz: cpdi-lint graph --format dot | dot -Tsvg > graph.svg"
    )

    @Argument(help: "Files and folders to read.")
    var paths: [String] = ["."]

    @Option(help: "text, dot, mermaid or json.")
    var format: GraphFormat = .text

    @Option(help: "Only what this type or typealias reaches.")
    var root: String?

    @Option(help: "Only this module's typealiases.")
    var module: String?

    @Option(help: "A configuration file for excludes (default: the nearest .cpdi-lint.json above each path).")
    var config: String?

    func run() throws {
        let graph = try Linter(configurations: Lint.configurations(at: config, for: paths)).graph(paths: paths).filtered(root: root, module: module)
        // Type names may hold characters a terminal acts on (Swift allows U+202E in identifiers).
        StandardStreams.out(Paths.shown(format.render(graph), keeping: [0x09, 0x0A]))
    }
}

extension GraphFormat: ExpressibleByArgument {}

/// `cpdi-lint why DEPENDENCY TYPE`: how a type comes to need a dependency.
struct Why: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the forwarding paths by which a type comes to require a dependency protocol.")

    @Argument(help: "A dependency protocol, e.g. LoggingDependency.")
    var dependency: String

    @Argument(help: "A type or typealias, e.g. OnboardingFeature.")
    var type: String

    @Argument(help: "Files and folders to read.")
    var paths: [String] = ["."]

    @Option(help: "A configuration file for excludes (default: the nearest .cpdi-lint.json above each path).")
    var config: String?

    func run() throws {
        let paths = try Linter(configurations: Lint.configurations(at: config, for: self.paths)).graph(paths: self.paths).paths(to: dependency, from: type)
        guard !paths.isEmpty else {
            StandardStreams.out(Paths.shown("\(type) does not require \(dependency).") + "\n")
            throw ExitCode(1)
        }
        StandardStreams.out(Paths.shown("\(type) requires \(dependency) by \(paths.count == 1 ? "one path" : "\(paths.count) paths"):") + "\n")
        for path in paths {
            StandardStreams.out("\n")
            for (step, node) in path.enumerated() {
                let arrow = step == 0 ? "  " : "  " + String(repeating: "  ", count: step - 1) + "└─ "
                StandardStreams.out(Paths.shown("\(arrow)\(node.id)  (\(node.location))") + "\n")
            }
            StandardStreams.out("  " + String(repeating: "  ", count: path.count - 1) + "└─ \(Paths.shown(dependency))\n")
        }
    }
}
