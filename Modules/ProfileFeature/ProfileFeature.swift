import Catalog
import CommandLineKit
import Terminal

/// What the app must provide to show the profile: a signed-in scope.
public typealias ProfileFeatureDependencies = ProfileCommandsExternalDependencies

/// Your profile, your home location, and the shops you have visited.
public struct ProfileFeature<Dependencies: ProfileFeatureDependencies> {
    let dependencies: Dependencies

    /// Runs profile commands with `dependencies`.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// The commands this feature runs.
    public static var commands: [Command] {
        [
            Command(
                "profile",
                abstract: "Show your name, email, membership tier and home location.",
                arguments: [.flag("json", help: "Print the profile as JSON.")],
                subcommands: [
                    Command(
                        "set-location",
                        abstract: "Save your home location, where `nearby` and `map` search by default.",
                        arguments: [.positional("location", help: "LAT,LON in decimal degrees, like 55.6761,12.5683.")]
                    ),
                ]
            ),
            Command("visited", abstract: "List the shops you rated, newest first.", arguments: [.flag("json", help: "Print the shops as JSON.")]),
        ]
    }

    /// Runs `invocation`, one of ``commands``.
    public func run(_ invocation: Invocation) throws {
        let profile = ProfileCommands(
            dependencies: SplicedProfileCommandsDependencies(
                externalDependencies: dependencies,
                outputFormat: OutputFormat(json: invocation.flag("json"))
            )
        )
        switch invocation.commandPath {
        case ["profile"]:
            try profile.showProfile()
        case ["profile", "set-location"]:
            let location = try invocation.value("location", expected: "LAT,LON in decimal degrees, like 55.6761,12.5683") {
                Coordinate(parsing: $0)
            }
            if let location { try profile.setHomeLocation(location) }
        case ["visited"]:
            try profile.listVisited()
        default:
            throw UsageError("ProfileFeature cannot run '\(invocation.commandPath.joined(separator: " "))'.")
        }
    }
}
