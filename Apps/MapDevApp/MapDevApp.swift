import AuthenticationStubs
import Catalog
import CatalogStubs
import CommandLineKit
import DevAppSupport
import MapFeature
import Profile
import ProfileStubs
import Terminal

/// The composition root of the map dev app: stub data in memory, signed in as the stub account.
struct MapDevAppDependencies: MapFeatureDependencies {
    let terminal: any Terminal = SystemTerminal()
    let coffeeShops: any CoffeeShopRepository
    let yourRatings: any YourRatings
    let yourHome: any YourHome = InMemoryProfileRepository(location: StubCatalog.center)

    init() {
        let catalog = StubCatalog.makeRepository()
        coffeeShops = catalog
        yourRatings = InMemoryRatingRepository(catalog: catalog, accountID: StubAccount.ada.id)
    }

    /// This dev app has no details feature: `map --open` says what the app would show.
    var shopDetailsPresenter: any ShopDetailsPresenting { AnnouncingShopDetailsPresenter(terminal: terminal) }
}

struct AnnouncingShopDetailsPresenter: ShopDetailsPresenting {
    let terminal: any Terminal

    func presentShopDetails(_ reference: String) {
        terminal.print("(The app would now show the details of '\(reference)'; DetailsDevApp shows them.)")
    }
}

/// `swift run MapDevApp [COMMAND …]`: the map feature on stub data. With no command it reads
/// commands line by line, keeping its in-memory state between them.
@main
enum MapDevApp {
    static let program = CommandLineProgram(
        root: Command(
            "MapDevApp",
            abstract: "A dev app: the map feature alone, on stub data in memory.",
            discussion: """
                Serves 12 made-up shops around Copenhagen's City Hall Square (55.6759,12.5690), which is also \
                the stub user's home location, signed in as Ada (ada@example.com) with 3 ratings. Nothing is \
                read from or written to disk. With no command, type commands one per line.
                """,
            subcommands: MapFeature<MapDevAppDependencies>.commands.map(\.command)
        ),
        version: "MapDevApp (dev app)"
    )

    static func main() {
        let dependencies = MapDevAppDependencies()
        program.launchDevApp(on: dependencies.terminal, banner: "Try `nearby`, `map` or `help`;", prompt: "map> ") { invocation in
            try MapFeature(dependencies: dependencies).run(invocation)
        }
    }
}
