import CommandLineKit
import Terminal

/// What the app must provide to search and draw the map: the catalog, and your stars and home location
/// (which a signed-out scope provides as none).
public typealias MapFeatureDependencies = MapCommandsExternalDependencies

/// Finding coffee shops near a point, as a list or as a map drawn in the terminal.
public struct MapFeature<Dependencies: MapFeatureDependencies> {
    let dependencies: Dependencies

    /// Runs map commands with `dependencies`.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// The commands this feature runs, each with what it does.
    public static var commands: [RunnableCommand<Self>] {
        let at = Argument.option("at", value: "place", help: "Search around LAT,LON or a city in the catalog (default: your home location).")
        let radius = Argument.option("radius", value: "km", help: "Search this many kilometres around it (default 2).")
        return [
            RunnableCommand(
                "nearby",
                abstract: "List the coffee shops near a point, nearest first.",
                arguments: [at, radius, .option("limit", value: "n", help: "Show at most this many shops (default 20)."), .flag("json", help: "Print the shops as JSON.")]
            ) { feature, invocation in
                let radius = try Self.radius(of: invocation)
                let limit = try invocation.value("limit", expected: "a whole number from 1 to 500") { text in
                    Int(text).flatMap { (1...500).contains($0) ? $0 : nil }
                } ?? 20
                try feature.commands(for: invocation).nearby(at: invocation.value("at"), radius: radius, limit: limit)
            },
            RunnableCommand(
                "map",
                abstract: "Draw the coffee shops near a point as a map, colored by your rating.",
                arguments: [at, radius, .option("open", value: "shop", help: "Then show this shop's details (id or name).")]
            ) { feature, invocation in
                try feature.commands(for: invocation).drawMap(at: invocation.value("at"), radius: try Self.radius(of: invocation), thenOpen: invocation.value("open"))
            },
        ]
    }

    /// Runs `invocation`, one of ``commands``.
    public func run(_ invocation: Invocation) throws {
        try Self.commands.run(invocation, with: self)
    }

    /// The map commands for one invocation, with the output format it chose.
    func commands(for invocation: Invocation) -> MapCommands<SplicedMapCommandsDependencies<Dependencies>> {
        MapCommands(dependencies: SplicedMapCommandsDependencies(externalDependencies: dependencies, outputFormat: OutputFormat(json: invocation.flag("json"))))
    }

    /// The `--radius`, 2 km when not given. 10 m at least: a smaller radius leaves the map no room to
    /// divide (5e-324 once trapped).
    static func radius(of invocation: Invocation) throws -> Double {
        try invocation.value("radius", expected: "a number of kilometres from 0.01 to 500") { text in
            Double(text).flatMap { $0.isFinite && $0 >= 0.01 && $0 <= 500 ? $0 : nil }
        } ?? 2
    }
}
