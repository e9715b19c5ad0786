import Authentication
import Catalog
import CatalogStubs
import CommandLineKit
import DetailsFeature
import Foundation
import Log
import LogStubs
import Terminal
import TerminalStubs
import TestSupport
import Testing
import Time
import TimeStubs

/// Both halves of the details feature: showing, and rating, which needs a signed-in account. One
/// composition, because a class cannot list two that share a protocol.
typealias SignedInDetailsScope = DetailsFeatureDependencies & RatingCommandsExternalDependencies

/// A signed-in scope for details tests: stubs only, all in memory.
final class DetailsTestDependencies: SignedInDetailsScope {
    let catalog = InMemoryCoffeeShopRepository()
    let recordingTerminal = RecordingTerminal()
    let recordingLogger = RecordingLogger()
    let fixedClock = FixedClock()
    let account = Account(id: 1, email: EmailAddress("ada@example.com")!, name: "Ada", createdAt: Date(timeIntervalSince1970: 0))

    var clock: any WallClock { fixedClock }
    var coffeeShops: any CoffeeShopRepository { catalog }
    var logger: any Logging { recordingLogger }
    var ratings: any RatingRepository { InMemoryRatingRepository(catalog: catalog, accountID: account.id) }
    var terminal: any Terminal { recordingTerminal }
    var yourRatings: any YourRatings { ratings }

    init() throws {
        _ = catalog.importShops([
            try NewCoffeeShop(name: "Comet", coordinate: Coordinate(latitude: 48.8656, longitude: 2.3781), address: "12 Rue Oberkampf", city: "Paris"),
            try NewCoffeeShop(name: "Comet Roasters", coordinate: Coordinate(latitude: 52.52, longitude: 13.40), city: "Berlin"),
            try NewCoffeeShop(name: "Juniper", coordinate: Coordinate(latitude: 52.53, longitude: 13.41), city: "Berlin"),
        ])
    }
}

@Suite struct DetailsFeatureTests {
    func run(_ app: DetailsTestDependencies, _ arguments: String...) throws {
        let feature = DetailsFeature(dependencies: app)
        let commands = DetailsFeature<DetailsTestDependencies>.commands + DetailsFeature<DetailsTestDependencies>.ratingCommands
        let parsed = try invocation(of: commands, arguments)
        try arguments.first == "rate" ? feature.runRating(parsed) : feature.run(parsed)
    }

    @Test func showsAnUnratedShop() throws {
        let app = try DetailsTestDependencies()
        try run(app, "show", "juniper")
        #expect(app.recordingTerminal.output == """
            Juniper  #3
            Berlin
            52.530000,13.410000

            Your rating  not rated yet — `coffeeshops rate 3 STARS`
            Average      no ratings yet

            """)
    }

    @Test func ratesThenShowsTheRatingNoteAndAverage() throws {
        let app = try DetailsTestDependencies()
        InMemoryRatingRepository(catalog: app.catalog, accountID: 2).save(try Rating(shopID: 1, stars: 2, note: nil, ratedAt: Date()))
        try run(app, "rate", "Comet", "5", "--note", "  Vinyl and a great flat white  ")
        try run(app, "show", "1")
        #expect(app.recordingTerminal.output == """
            Rated Comet ★★★★★.
            Comet  #1
            12 Rue Oberkampf, Paris
            48.865600,2.378100

            Your rating  ★★★★★  visited \(app.fixedClock.date.calendarDay)
            Your note    Vinyl and a great flat white
            Average      3.5 ★ from 2 ratings

            """)
        #expect(app.recordingLogger.text.contains("account 1 rated shop 1 with 5 stars"))
    }

    @Test func replacesAnEarlierRating() throws {
        let app = try DetailsTestDependencies()
        try run(app, "rate", "3", "2", "--note", "Too sour")
        try run(app, "rate", "3", "4")
        let mine = app.catalog.ratings.filter { $0.accountID == 1 }
        #expect(mine.count == 1)
        #expect(mine.first?.rating.stars == 4)
        #expect(mine.first?.rating.note == nil)
    }

    @Test func writesNothingForBadStarsLongNotesOrUnclearShops() throws {
        let app = try DetailsTestDependencies()
        #expect(throws: UsageError.self) { try run(app, "rate", "1", "0") }
        #expect(throws: UsageError.self) { try run(app, "rate", "1", "6") }
        #expect(throws: UsageError.self) { try run(app, "rate", "1", "four") }
        #expect(throws: UsageError("The note has 1001 characters; the most is 1000.")) {
            try run(app, "rate", "1", "4", "--note", String(repeating: "é", count: 1_001))
        }
        #expect(throws: CommandFailure("No shop has the id 99.")) { try run(app, "rate", "99", "4") }
        #expect(throws: CommandFailure("No shop matches 'Nowhere'; find it with `coffeeshops shops --search Nowhere`.")) {
            try run(app, "rate", "Nowhere", "4")
        }
        #expect(throws: CommandFailure("'berlin' matches several shops: 2 Comet Roasters (Berlin), 3 Juniper (Berlin). Use the shop's id.")) {
            try run(app, "rate", "berlin", "4")
        }
        #expect(app.catalog.ratings.isEmpty)
        #expect(app.recordingTerminal.output.isEmpty)
    }

    @Test func prefersAnExactNameOverPartialMatches() throws {
        let app = try DetailsTestDependencies()
        try run(app, "show", "COMET", "--json")
        let shop = try #require(try JSONSerialization.jsonObject(with: Data(app.recordingTerminal.output.utf8)) as? [String: Any])
        #expect(shop["id"] as? Int == 1)
        #expect(shop["yourStars"] is NSNull)
        #expect(shop["ratingCount"] as? Int == 0)
    }

    @Test func showsAShopSignedOutWithEveryonesAverageAndNoRatingOfYours() throws {
        let app = try SignedOutDetailsTestDependencies()
        InMemoryRatingRepository(catalog: app.catalog, accountID: 2).save(try Rating(shopID: 3, stars: 4, note: "Mine, not yours", ratedAt: Date()))
        try DetailsFeature(dependencies: app).run(invocation(of: DetailsFeature<SignedOutDetailsTestDependencies>.commands, ["show", "3"]))
        #expect(app.recordingTerminal.output.contains("Your rating  not rated yet"))
        #expect(app.recordingTerminal.output.contains("Average      4.0 ★ from 1 rating"))
        #expect(!app.recordingTerminal.output.contains("Mine, not yours"))
    }
}

/// A signed-out scope for details tests: the catalog and nobody's ratings.
final class SignedOutDetailsTestDependencies: DetailsFeatureDependencies {
    let catalog = InMemoryCoffeeShopRepository()
    let recordingTerminal = RecordingTerminal()
    let yourRatings: any YourRatings = SignedOutRatings()

    var coffeeShops: any CoffeeShopRepository { catalog }
    var terminal: any Terminal { recordingTerminal }

    init() throws {
        _ = catalog.importShops([
            try NewCoffeeShop(name: "Comet", coordinate: Coordinate(latitude: 48.8656, longitude: 2.3781), city: "Paris"),
            try NewCoffeeShop(name: "Comet Roasters", coordinate: Coordinate(latitude: 52.52, longitude: 13.40), city: "Berlin"),
            try NewCoffeeShop(name: "Juniper", coordinate: Coordinate(latitude: 52.53, longitude: 13.41), city: "Berlin"),
        ])
    }
}
