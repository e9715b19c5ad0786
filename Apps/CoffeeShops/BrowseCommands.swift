import CommandLineKit
import DetailsFeature
import MapFeature

typealias BrowseCommandsDependencies = DetailsFeatureDependencies // Required by DetailsFeature
    & MapFeatureDependencies // Required by MapFeature

/// Runs the commands that work signed in or out: `nearby`, `map` and `show`.
///
/// Signed out, [AppCommands](AppCommands.swift) composes them with the app-wide scope, whose
/// `yourRatings` and `yourHome` are nobody's; signed in, [SignedInCommands](SignedInCommands.swift)
/// composes them with the signed-in scope, whose are the account's. The features never ask which.
struct BrowseCommands<Dependencies: BrowseCommandsDependencies> {
    let dependencies: Dependencies

    static var commands: [Command] {
        MapFeature<Dependencies>.commands + DetailsFeature<Dependencies>.commands
    }

    /// Whether `invocation` is one of ``commands``.
    static func owns(_ invocation: Invocation) -> Bool {
        commands.contains { $0.name == invocation.commandPath.first }
    }

    func run(_ invocation: Invocation) throws {
        if MapFeature<Dependencies>.commands.contains(where: { $0.name == invocation.commandPath.first }) {
            try MapFeature(dependencies: dependencies).run(invocation)
        } else {
            try DetailsFeature(dependencies: dependencies).run(invocation)
        }
    }
}
