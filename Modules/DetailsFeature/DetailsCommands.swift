import Authentication
import Catalog
import Log
import Terminal
import Time

/// What showing a shop needs from the app-wide scope (signed out) or the signed-in scope (which adds
/// your rating); public because the feature's entry point names it.
public typealias DetailsCommandsExternalDependencies = CoffeeShopRepositoryDependency
    & TerminalDependency
    & YourRatingsDependency

typealias DetailsCommandsDependencies = DetailsCommandsExternalDependencies
    & ShowShopCommandDependencies // Required by ShowShopCommand

/// The browsing commands, run once per command.
struct DetailsCommands<Dependencies: DetailsCommandsDependencies> {
    let dependencies: Dependencies

    func show(_ reference: String) throws {
        try ShowShopCommand(dependencies: dependencies).run(reference)
    }
}

/// The browsing scope plus the output format chosen for this one command.
struct SplicedDetailsCommandsDependencies<ExternalDependencies: DetailsCommandsExternalDependencies>: DetailsCommandsDependencies {
    let externalDependencies: ExternalDependencies // Obtained from the app-wide or signed-in scope
    let outputFormat: OutputFormat // Chosen by --json

    var coffeeShops: any CoffeeShopRepository { externalDependencies.coffeeShops }
    var terminal: any Terminal { externalDependencies.terminal }
    var yourRatings: any YourRatings { externalDependencies.yourRatings }
}

/// What rating needs: a signed-in scope, with the account and the repository of its ratings.
/// Public because the feature's rating entry point names it.
public typealias RatingCommandsExternalDependencies = CoffeeShopRepositoryDependency
    & LoggingDependency
    & RatingRepositoryDependency
    & SignedInAccountDependency
    & TerminalDependency
    & WallClockDependency

typealias RatingCommandsDependencies = RatingCommandsExternalDependencies
    & RateShopCommandDependencies // Required by RateShopCommand

/// The rating command, run once per command; only a signed-in scope can create it.
struct RatingCommands<Dependencies: RatingCommandsDependencies> {
    let dependencies: Dependencies

    func rate(_ reference: String, stars: Int, note: String?) throws {
        try RateShopCommand(dependencies: dependencies).run(reference, stars: stars, note: note)
    }
}
