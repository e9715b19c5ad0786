import Catalog
import Profile
import Terminal

/// What the map commands need from the app-wide scope (signed out) or the signed-in scope (which adds
/// your stars and home location); public because the feature's entry point names it.
public typealias MapCommandsExternalDependencies = CoffeeShopRepositoryDependency
    & ShopDetailsPresentingDependency
    & TerminalDependency
    & YourHomeDependency
    & YourRatingsDependency

typealias MapCommandsDependencies = MapCommandsExternalDependencies
    & MapRendererDependencies // Required by MapRenderer
    & NearbyFinderDependencies // Required by NearbyFinder
    & NearbyPrinterDependencies // Required by NearbyPrinter
    & SearchCenter_resolveDependencies // Required by SearchCenter.resolve

/// The map commands, run once per command.
struct MapCommands<Dependencies: MapCommandsDependencies> {
    /// The most shops drawn on one map.
    static var mapLimit: Int { 2_000 }

    let dependencies: Dependencies

    func nearby(at place: String?, radius: Double, limit: Int) throws {
        let center = try SearchCenter.resolve(dependencies: dependencies, at: place)
        let results = try NearbyFinder(dependencies: dependencies).find(near: center, within: radius, limit: limit)
        NearbyPrinter(dependencies: dependencies).print(results, center: center, radius: radius, limit: limit)
    }

    func drawMap(at place: String?, radius: Double, thenOpen reference: String?) throws {
        let center = try SearchCenter.resolve(dependencies: dependencies, at: place)
        let results = try NearbyFinder(dependencies: dependencies).find(near: center, within: radius, limit: Self.mapLimit)
        for line in MapRenderer(dependencies: dependencies).render(results, center: center, radius: radius) {
            dependencies.terminal.print(line)
        }
        if let reference {
            dependencies.terminal.print()
            try dependencies.shopDetailsPresenter.presentShopDetails(reference)
        }
    }
}

/// The browsing scope plus the output format chosen for this one command.
struct SplicedMapCommandsDependencies<ExternalDependencies: MapCommandsExternalDependencies>: MapCommandsDependencies {
    let externalDependencies: ExternalDependencies // Obtained from the signed-in scope
    let outputFormat: OutputFormat // Chosen by --json

    var coffeeShops: any CoffeeShopRepository { externalDependencies.coffeeShops }
    var shopDetailsPresenter: any ShopDetailsPresenting { externalDependencies.shopDetailsPresenter }
    var terminal: any Terminal { externalDependencies.terminal }
    var yourHome: any YourHome { externalDependencies.yourHome }
    var yourRatings: any YourRatings { externalDependencies.yourRatings }
}
