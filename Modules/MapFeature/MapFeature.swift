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

    /// The commands this feature runs.
    public static var commands: [Command] {
        let at = Argument.option("at", value: "place", help: "Search around LAT,LON or a city in the catalog (default: your home location).")
        let radius = Argument.option("radius", value: "km", help: "Search this many kilometres around it (default 2).")
        return [
            Command(
                "nearby",
                abstract: "List the coffee shops near a point, nearest first.",
                arguments: [at, radius, .option("limit", value: "n", help: "Show at most this many shops (default 20)."), .flag("json", help: "Print the shops as JSON.")]
            ),
            Command(
                "map",
                abstract: "Draw the coffee shops near a point as a map, colored by your rating.",
                arguments: [at, radius, .option("open", value: "shop", help: "Then show this shop's details (id or name).")]
            ),
        ]
    }

    /// Runs `invocation`, one of ``commands``.
    public func run(_ invocation: Invocation) throws {
        let map = MapCommands(
            dependencies: SplicedMapCommandsDependencies(
                externalDependencies: dependencies,
                outputFormat: OutputFormat(json: invocation.flag("json"))
            )
        )
        let at = invocation.value("at")
        // 10 m at least: a smaller radius leaves the map no room to divide (5e-324 once trapped).
        let radius = try invocation.value("radius", expected: "a number of kilometres from 0.01 to 500") { text in
            Double(text).flatMap { $0.isFinite && $0 >= 0.01 && $0 <= 500 ? $0 : nil }
        } ?? 2
        switch invocation.commandPath.first {
        case "nearby":
            let limit = try invocation.value("limit", expected: "a whole number from 1 to 500") { text in
                Int(text).flatMap { (1...500).contains($0) ? $0 : nil }
            } ?? 20
            try map.nearby(at: at, radius: radius, limit: limit)
        case "map":
            try map.drawMap(at: at, radius: radius, thenOpen: invocation.value("open"))
        default:
            throw UsageError("MapFeature cannot run '\(invocation.commandPath.joined(separator: " "))'.")
        }
    }
}
