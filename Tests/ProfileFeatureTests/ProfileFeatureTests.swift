import Authentication
import Catalog
import CatalogStubs
import CommandLineKit
import Foundation
import Log
import LogStubs
import Profile
import ProfileFeature
import ProfileStubs
import Terminal
import TerminalStubs
import TestSupport
import Testing

/// A signed-in scope for profile tests: stubs only, all in memory.
final class ProfileTestDependencies: ProfileFeatureDependencies {
    let catalog = InMemoryCoffeeShopRepository()
    let homeProfile = InMemoryProfileRepository()
    let recordingTerminal = RecordingTerminal()
    let recordingLogger = RecordingLogger()
    let account = Account(id: 7, email: EmailAddress("ada@example.com")!, name: "Ada Lovelace", createdAt: Date(timeIntervalSince1970: 1_700_000_000))

    var logger: any Logging { recordingLogger }
    var profile: any ProfileRepository { homeProfile }
    var ratings: any RatingRepository { InMemoryRatingRepository(catalog: catalog, accountID: account.id) }
    var terminal: any Terminal { recordingTerminal }

    init(ratedShops: Int) throws {
        _ = catalog.importShops(try (1...max(ratedShops, 1)).map { index in
            try NewCoffeeShop(name: "Shop \(index)", coordinate: Coordinate(latitude: Double(index), longitude: 0), city: "Town")
        })
        for index in stride(from: 1, through: ratedShops, by: 1) {
            InMemoryRatingRepository(catalog: catalog, accountID: account.id).save(try Rating(shopID: Int64(index), stars: index % 5 + 1, note: index == 2 ? "Lovely" : nil, ratedAt: Date(timeIntervalSince1970: Double(index) * 86_400)))
        }
    }
}

@Suite struct ProfileFeatureTests {
    func run(_ app: ProfileTestDependencies, _ arguments: String...) throws {
        try ProfileFeature(dependencies: app).run(invocation(of: ProfileFeature<ProfileTestDependencies>.commands, arguments))
    }

    @Test func showsTheProfileWithATierEarnedByRating() throws {
        let app = try ProfileTestDependencies(ratedShops: 2)
        try run(app, "profile")
        #expect(app.recordingTerminal.output == """
            Ada Lovelace
            Email          ada@example.com
            Member since   \(app.account.createdAt.calendarDay)
            Membership     Regular — 2 shops rated (3 more for Connoisseur)
            Home location  not set — `coffeeshops profile set-location LAT,LON`

            """)
    }

    @Test(arguments: [(0, "Newcomer"), (1, "Regular"), (4, "Regular"), (5, "Connoisseur"), (20, "Coffee Legend")])
    func earnsTiersFromTheNumberOfRatedShops(rated: Int, tier: String) throws {
        let app = try ProfileTestDependencies(ratedShops: rated)
        try run(app, "profile", "--json")
        let profile = try #require(try JSONSerialization.jsonObject(with: Data(app.recordingTerminal.output.utf8)) as? [String: Any])
        #expect(profile["tier"] as? String == tier)
        #expect(profile["ratedShops"] as? Int == rated)
    }

    @Test func setsTheHomeLocation() throws {
        let app = try ProfileTestDependencies(ratedShops: 0)
        try run(app, "profile", "set-location", "55.6761,12.5683")
        #expect(app.homeProfile.location == (try Coordinate(latitude: 55.6761, longitude: 12.5683)))
        #expect(throws: UsageError.self) { try run(app, "profile", "set-location", "somewhere") }
        #expect(app.homeProfile.location?.latitude == 55.6761)
        #expect(app.recordingLogger.text.contains("account 7: set home location"))
    }

    @Test func listsVisitedShopsNewestFirst() throws {
        let app = try ProfileTestDependencies(ratedShops: 3)
        try run(app, "visited", "--json")
        let visited = try #require(try JSONSerialization.jsonObject(with: Data(app.recordingTerminal.output.utf8)) as? [[String: Any]])
        #expect(visited.map { $0["name"] as? String } == ["Shop 3", "Shop 2", "Shop 1"])
        #expect(visited[1]["note"] as? String == "Lovely")
        #expect(visited[0]["note"] is NSNull)
    }

    @Test func saysSoWhenNothingWasRated() throws {
        let app = try ProfileTestDependencies(ratedShops: 0)
        try run(app, "visited")
        #expect(app.recordingTerminal.output == "You have not rated any shops yet. Rate one with `coffeeshops rate SHOP STARS`.\n")
    }
}
