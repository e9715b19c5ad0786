import CommandLineKit
import DetailsFeature
import MapFeature

typealias BrowseCommandsDependencies = DetailsFeatureDependencies // Required by DetailsFeature
    & MapFeatureDependencies // Required by MapFeature

/// The commands that work signed in or out: `nearby`, `map` and `show`.
///
/// Signed out, [AppCommands](AppCommands.swift) composes them with the app-wide scope, whose
/// `yourRatings` and `yourHome` are nobody's; signed in, [SignedInCommands](SignedInCommands.swift)
/// composes them with the signed-in scope, whose are the account's. The features never ask which.
struct BrowseCommands<Dependencies: BrowseCommandsDependencies> {
    let dependencies: Dependencies

    static var commands: [RunnableCommand<Self>] {
        MapFeature<Dependencies>.commands.map { $0.scoped { browse, _ in MapFeature(dependencies: browse.dependencies) } }
            + DetailsFeature<Dependencies>.commands.map { $0.scoped { browse, _ in DetailsFeature(dependencies: browse.dependencies) } }
    }
}
