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

    /// The commands this feature runs, each with what it does.
    public static var commands: [RunnableCommand<Self>] {
        [
            RunnableCommand(
                "profile",
                abstract: "Show your name, email, membership tier and home location.",
                arguments: [.flag("json", help: "Print the profile as JSON.")],
                subcommands: [
                    RunnableCommand(
                        "set-location",
                        abstract: "Save your home location, where `nearby` and `map` search by default.",
                        arguments: [.positional("location", help: "LAT,LON in decimal degrees, like 55.6761,12.5683.")]
                    ) { feature, invocation in
                        let location = try invocation.value("location", expected: "LAT,LON in decimal degrees, like 55.6761,12.5683") {
                            Coordinate(parsing: $0)
                        }
                        if let location { try feature.commands(for: invocation).setHomeLocation(location) }
                    },
                ]
            ) { feature, invocation in
                try feature.commands(for: invocation).showProfile()
            },
            RunnableCommand("visited", abstract: "List the shops you rated, newest first.", arguments: [.flag("json", help: "Print the shops as JSON.")]) { feature, invocation in
                try feature.commands(for: invocation).listVisited()
            },
        ]
    }

    /// Runs `invocation`, one of ``commands``.
    public func run(_ invocation: Invocation) throws {
        try Self.commands.run(invocation, with: self)
    }

    /// The profile commands for one invocation, with the output format it chose.
    func commands(for invocation: Invocation) -> ProfileCommands<SplicedProfileCommandsDependencies<Dependencies>> {
        ProfileCommands(dependencies: SplicedProfileCommandsDependencies(externalDependencies: dependencies, outputFormat: OutputFormat(json: invocation.flag("json"))))
    }
}
