import Authentication
import Catalog
import Log
import Terminal
import Time

/// What the details commands need from the signed-in scope; public because the feature's entry point names it.
public typealias DetailsCommandsExternalDependencies = CoffeeShopRepositoryDependency
    & LoggingDependency
    & RatingRepositoryDependency
    & SignedInAccountDependency
    & TerminalDependency
    & WallClockDependency

typealias DetailsCommandsDependencies = DetailsCommandsExternalDependencies
    & RateShopCommandDependencies // Required by RateShopCommand
    & ShowShopCommandDependencies // Required by ShowShopCommand

/// The details commands, run once per command.
struct DetailsCommands<Dependencies: DetailsCommandsDependencies> {
    let dependencies: Dependencies

    func show(_ reference: String) throws {
        try ShowShopCommand(dependencies: dependencies).run(reference)
    }

    func rate(_ reference: String, stars: Int, note: String?) throws {
        try RateShopCommand(dependencies: dependencies).run(reference, stars: stars, note: note)
    }
}

/// The signed-in scope plus the output format chosen for this one command.
struct SplicedDetailsCommandsDependencies<ExternalDependencies: DetailsCommandsExternalDependencies>: DetailsCommandsDependencies {
    let externalDependencies: ExternalDependencies // Obtained from the signed-in scope
    let outputFormat: OutputFormat // Chosen by --json

    var account: Account { externalDependencies.account }
    var clock: any WallClock { externalDependencies.clock }
    var coffeeShops: any CoffeeShopRepository { externalDependencies.coffeeShops }
    var logger: any Logging { externalDependencies.logger }
    var ratings: any RatingRepository { externalDependencies.ratings }
    var terminal: any Terminal { externalDependencies.terminal }
}
