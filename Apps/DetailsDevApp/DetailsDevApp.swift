import Authentication
import AuthenticationStubs
import Catalog
import CatalogStubs
import CommandLineKit
import DetailsFeature
import DevAppSupport
import Log
import LogStubs
import Terminal
import Time

/// The composition root of the details dev app: stub data in memory, signed in as the stub account.
/// Both halves of the details feature: showing, and rating, which needs a signed-in account. One
/// composition, because a class cannot list two that share a protocol.
typealias SignedInDetailsScope = DetailsFeatureDependencies & RatingCommandsExternalDependencies

struct DetailsDevAppDependencies: SignedInDetailsScope {
    let terminal: any Terminal = SystemTerminal()
    let clock: any WallClock = SystemClock()
    let logger: any Logging = RecordingLogger()
    let account = StubAccount.ada
    let coffeeShops: any CoffeeShopRepository
    let ratings: any RatingRepository
    var yourRatings: any YourRatings { ratings }

    init() {
        let catalog = StubCatalog.makeRepository()
        coffeeShops = catalog
        ratings = InMemoryRatingRepository(catalog: catalog, accountID: StubAccount.ada.id)
    }
}

/// `swift run DetailsDevApp [COMMAND …]`: the details feature on stub data. With no command it reads
/// commands line by line, keeping its in-memory state between them.
@main
enum DetailsDevApp {
    static let program = CommandLineProgram(
        root: Command(
            "DetailsDevApp",
            abstract: "A dev app: showing and rating shops, alone, on stub data in memory.",
            discussion: """
                Serves 12 made-up shops around Copenhagen (ids 1–12), signed in as Ada (ada@example.com), who \
                rated shops 1, 2 and 4; two other stub people rated 1, 3 and 4. Ratings last until the dev app \
                quits: nothing is read from or written to disk. With no command, type commands one per line.
                """,
            subcommands: commands.map(\.command)
        ),
        version: "DetailsDevApp (dev app)"
    )

    /// Both halves of the feature: showing, and rating.
    static var commands: [RunnableCommand<DetailsFeature<DetailsDevAppDependencies>>] {
        DetailsFeature<DetailsDevAppDependencies>.commands + DetailsFeature<DetailsDevAppDependencies>.ratingCommands
    }

    static func main() {
        let dependencies = DetailsDevAppDependencies()
        program.launchDevApp(on: dependencies.terminal, banner: "Try `show 1`, `rate 3 5` or `help`;", prompt: "details> ") { invocation in
            try commands.run(invocation, with: DetailsFeature(dependencies: dependencies))
        }
    }
}
