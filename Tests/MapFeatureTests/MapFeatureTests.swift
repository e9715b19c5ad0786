import Catalog
import CatalogStubs
import CommandLineKit
import Foundation
import MapFeature
import Profile
import ProfileStubs
import Terminal
import TerminalStubs
import TestSupport
import Testing

/// A scope for map tests, signed in as account 1 or signed out: stubs only, all in memory.
final class MapTestDependencies: MapFeatureDependencies {
    let catalog = InMemoryCoffeeShopRepository()
    let homeProfile = InMemoryProfileRepository()
    let recordingTerminal: RecordingTerminal
    let presenter = RecordingShopDetailsPresenter()
    let signedIn: Bool

    var coffeeShops: any CoffeeShopRepository { catalog }
    var yourHome: any YourHome { signedIn ? homeProfile : SignedOutHome() }
    var yourRatings: any YourRatings { signedIn ? InMemoryRatingRepository(catalog: catalog, accountID: 1) : SignedOutRatings() }
    var shopDetailsPresenter: any ShopDetailsPresenting { presenter }
    var terminal: any Terminal { recordingTerminal }

    init(width: Int = 80, height: Int = 24, usesColor: Bool = false, signedIn: Bool = true) throws {
        self.signedIn = signedIn
        recordingTerminal = RecordingTerminal(usesColor: usesColor, width: width, height: height)
        _ = catalog.importShops([
            try NewCoffeeShop(name: "Comet", coordinate: Coordinate(latitude: 55.6800, longitude: 12.5700), city: "Copenhagen"),
            try NewCoffeeShop(name: "Juniper", coordinate: Coordinate(latitude: 55.6700, longitude: 12.5600)),
            try NewCoffeeShop(name: "Far Away", coordinate: Coordinate(latitude: 56.0, longitude: 12.0)),
        ])
        InMemoryRatingRepository(catalog: catalog, accountID: 1).save(try Rating(shopID: 1, stars: 5, note: nil, ratedAt: Date()))
        InMemoryRatingRepository(catalog: catalog, accountID: 2).save(try Rating(shopID: 2, stars: 2, note: nil, ratedAt: Date()))
    }
}

/// Records where `map --open` led.
final class RecordingShopDetailsPresenter: ShopDetailsPresenting {
    private(set) var presented: [String] = []

    func presentShopDetails(_ reference: String) {
        presented.append(reference)
    }
}

@Suite struct MapFeatureTests {
    func run(_ app: MapTestDependencies, _ arguments: String...) throws {
        try MapFeature(dependencies: app).run(invocation(of: MapFeature<MapTestDependencies>.commands, arguments))
    }

    @Test func listsNearbyShopsNearestFirstWithRatings() throws {
        let app = try MapTestDependencies()
        try run(app, "nearby", "--at", "55.676,12.568")
        #expect(app.recordingTerminal.output == """
            Coffee shops within 2 km of 55.676000,12.568000
            ID  DISTANCE  SHOP     YOURS  AVERAGE
             1     460 m  Comet    ★★★★★  5.0 (1)
             2     830 m  Juniper  –      2.0 (1)

            """)
    }

    @Test func printsNearbyShopsAsJSON() throws {
        let app = try MapTestDependencies()
        try run(app, "nearby", "--at", "55.676,12.568", "--limit", "1", "--json")
        let shops = try #require(try JSONSerialization.jsonObject(with: Data(app.recordingTerminal.output.utf8)) as? [[String: Any]])
        #expect(shops.count == 1)
        #expect(shops[0]["name"] as? String == "Comet")
        #expect(shops[0]["yourStars"] as? Int == 5)
        #expect(shops[0]["distanceKm"] as? Double == 0.462)
        #expect(Set(shops[0].keys) == ["id", "name", "address", "city", "latitude", "longitude", "distanceKm", "yourStars", "averageStars", "ratingCount"])
    }

    @Test func searchesAroundTheHomeLocationWhenNoPointIsGiven() throws {
        let app = try MapTestDependencies()
        #expect(throws: UsageError.self) { try run(app, "nearby") }
        app.homeProfile.location = try Coordinate(latitude: 56.0, longitude: 12.0)
        try run(app, "nearby", "--radius", "1")
        #expect(app.recordingTerminal.output.contains("Far Away"))
        #expect(!app.recordingTerminal.output.contains("Comet"))
    }

    @Test func rejectsBadPointsRadiiAndLimits() throws {
        let app = try MapTestDependencies()
        #expect(throws: UsageError("'91,0' is neither LAT,LON (like 55.6761,12.5683) nor a city in the catalog; see the cities with `coffeeshops shops`.", showsUsage: false)) {
            try run(app, "nearby", "--at", "91,0")
        }
        #expect(throws: UsageError.self) { try run(app, "nearby", "--at", "1,1", "--radius", "0") }
        for radius in ["5e-324", "0.001", "nan", "inf", "-0", "1e309", "500.1"] {
            #expect(throws: UsageError.self, "\(radius)") { try run(app, "map", "--at", "1,1", "--radius", radius) }
        }
        #expect(throws: UsageError.self) { try run(app, "nearby", "--at", "1,1", "--limit", "-3") }
        #expect(app.recordingTerminal.output.isEmpty)
        try run(app, "map", "--at", "1,1", "--radius", "0.01") // The smallest radius draws a map.
        #expect(app.recordingTerminal.output.contains("Coffee shops within 10 m of 1.000000,1.000000"))
    }

    @Test func searchesAroundACityInTheCatalog() throws {
        let app = try MapTestDependencies()
        try run(app, "nearby", "--at", "copenhagen", "--radius", "0.1")
        #expect(app.recordingTerminal.output.hasPrefix("Coffee shops within 100 m of 55.680000,12.570000\n"))
        #expect(app.recordingTerminal.output.contains("Comet"))
    }

    @Test func opensTheDetailsOfAShopAfterTheMap() throws {
        let app = try MapTestDependencies()
        try run(app, "map", "--at", "55.676,12.568", "--open", "Comet")
        #expect(app.presenter.presented == ["Comet"])
    }

    @Test func browsesSignedOutWithEveryonesAverageButNoStarsOrHomeOfYours() throws {
        let app = try MapTestDependencies(signedIn: false)
        app.homeProfile.location = try Coordinate(latitude: 56.0, longitude: 12.0) // someone's, not the browser's
        #expect(throws: UsageError.self) { try run(app, "nearby") }
        try run(app, "nearby", "--at", "55.676,12.568")
        #expect(app.recordingTerminal.output == """
            Coffee shops within 2 km of 55.676000,12.568000
            ID  DISTANCE  SHOP     YOURS  AVERAGE
             1     460 m  Comet    –      5.0 (1)
             2     830 m  Juniper  –      2.0 (1)

            """)
    }

    @Test func drawsAMapThatNamesItsShopsWithYourStars() throws {
        let app = try MapTestDependencies(width: 80, height: 30)
        try run(app, "map", "--at", "55.676,12.568")
        let lines = app.recordingTerminal.output.split(separator: "\n")
        #expect(lines[1].hasSuffix("┐  1  Comet    460 m  ★★★★★"))
        #expect(lines[2].hasSuffix("│  2  Juniper  830 m  –"))
        let grid = lines.filter { $0.hasPrefix("│") }.map { $0.split(separator: "│", omittingEmptySubsequences: false)[1] }
        #expect(grid.filter { $0.contains("1") }.count == 1 && grid.filter { $0.contains("2") }.count == 1)
    }
}
