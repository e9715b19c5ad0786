import Catalog
import CatalogStubs
import Foundation
import Persistence
import Testing
@testable import CatalogLive

@Suite struct NearbySearchTests {
    /// A deterministic generator, so a failure can be replayed.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(arguments: [
        (55.68, 12.57, 3.0), // Copenhagen, dense
        (0.0, 179.99, 50.0), // across the antimeridian
        (-0.5, -179.95, 80.0), // across it from the other side
        (89.95, 10.0, 30.0), // near the north pole
        (-60.0, 0.0, 400.0), // a wide circle
    ])
    func agreesWithABruteForceScan(latitude: Double, longitude: Double, radius: Double) throws {
        var random = SplitMix64(state: UInt64(bitPattern: Int64(latitude * 1000 + longitude)))
        let center = try Coordinate(latitude: latitude, longitude: longitude)
        let shops = try (0..<1_500).map { index in
            // Half within a few radii of the center, half anywhere.
            let near = index.isMultiple(of: 2)
            var lat = near ? latitude + Double.random(in: -3...3, using: &random) * radius / 111 : Double.random(in: -90...90, using: &random)
            var lon = near ? longitude + Double.random(in: -3...3, using: &random) * radius / 50 : Double.random(in: -180...180, using: &random)
            lat = min(max(lat, -90), 90)
            if lon > 180 { lon -= 360 }
            if lon < -180 { lon += 360 }
            // Six decimals, as the database stores them.
            let coordinate = try Coordinate(latitude: (lat * 1e6).rounded() / 1e6, longitude: (lon * 1e6).rounded() / 1e6)
            return try NewCoffeeShop(name: "Shop \(index)", coordinate: coordinate)
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-\(UUID().uuidString).sqlite").path
        let indexed = SQLiteCoffeeShopRepository(database: try Database(path: path, migrations: SQLiteCoffeeShopRepository.migrations))
        let sampleCount = try indexed.count()
        _ = try indexed.importShops(shops)
        let bruteForce = InMemoryCoffeeShopRepository(shops: shops)

        let expected = bruteForce.shops(near: center, within: radius, limit: 10_000).map(\.shop.name)
        let found = try indexed.shops(near: center, within: radius, limit: 10_000)
            .filter { $0.shop.id > Int64(sampleCount) } // Leave out the sample catalog.
            .map(\.shop.name)
        #expect(!expected.isEmpty)
        #expect(found == expected)

        // A small limit takes the widening search; it must still return exactly the nearest.
        let sampleNear = try indexed.shops(near: center, within: radius, limit: 10_000).filter { $0.shop.id <= Int64(sampleCount) }.count
        let nearest = try indexed.shops(near: center, within: radius, limit: 7 + sampleNear)
            .filter { $0.shop.id > Int64(sampleCount) }.prefix(7).map(\.shop.name)
        #expect(Array(nearest) == Array(expected.prefix(7)))
    }

    @Test func returnsTheNearestFirstUpToTheLimit() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nearby-\(UUID().uuidString).sqlite").path
        let repository = SQLiteCoffeeShopRepository(database: try Database(path: path, migrations: SQLiteCoffeeShopRepository.migrations))
        let center = try Coordinate(latitude: 10, longitude: 10)
        _ = try repository.importShops([
            try NewCoffeeShop(name: "Far", coordinate: Coordinate(latitude: 10.01, longitude: 10)),
            try NewCoffeeShop(name: "Near", coordinate: Coordinate(latitude: 10.001, longitude: 10)),
            try NewCoffeeShop(name: "Outside", coordinate: Coordinate(latitude: 10.1, longitude: 10)),
        ])
        let found = try repository.shops(near: center, within: 2, limit: 10)
        #expect(found.map(\.shop.name) == ["Near", "Far"])
        #expect(abs(found[0].distance - 0.111) < 0.001)
        #expect(try repository.shops(near: center, within: 2, limit: 1).map(\.shop.name) == ["Near"])
    }

    @Test func splitsBoxesThatCrossTheAntimeridian() throws {
        let boxes = BoundingBox.around(try Coordinate(latitude: 0, longitude: 179.9), radius: 50)
        #expect(boxes.count == 2)
        #expect(boxes[0].maxLongitude == 180 && boxes[1].minLongitude == -180)
        #expect(BoundingBox.around(try Coordinate(latitude: 89.9, longitude: 0), radius: 50).first?.minLongitude == -180)
    }
}

@Suite struct SQLiteRatingRepositoryTests {
    let database: Database
    let catalog: SQLiteCoffeeShopRepository

    init() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ratings-\(UUID().uuidString).sqlite").path
        database = try Database(path: path, migrations: SQLiteCoffeeShopRepository.migrations)
        catalog = SQLiteCoffeeShopRepository(database: database)
    }

    @Test func replacesARatingAndListsTheNewestFirst() throws {
        let ada = SQLiteRatingRepository(database: database, accountID: 1)
        try ada.save(Rating(shopID: 1, stars: 3, note: "ok", ratedAt: Date(timeIntervalSince1970: 100)))
        try ada.save(Rating(shopID: 2, stars: 5, note: nil, ratedAt: Date(timeIntervalSince1970: 200)))
        try ada.save(Rating(shopID: 1, stars: 4, note: "better", ratedAt: Date(timeIntervalSince1970: 300)))
        #expect(try ada.count() == 2)
        #expect(try ada.ratedShops().map(\.shop.id) == [1, 2])
        #expect(try ada.ratedShops().first?.rating.note == "better")
        #expect(try ada.ratings(forShops: [1, 2, 3]).mapValues(\.stars) == [1: 4, 2: 5])
    }

    @Test func keepsAccountsApartButAveragesEveryone() throws {
        let ada = SQLiteRatingRepository(database: database, accountID: 1)
        let bob = SQLiteRatingRepository(database: database, accountID: 2)
        try ada.save(Rating(shopID: 1, stars: 5, note: nil, ratedAt: Date()))
        try bob.save(Rating(shopID: 1, stars: 2, note: nil, ratedAt: Date()))
        #expect(try bob.ratings(forShops: [1])[1]?.stars == 2)
        #expect(try catalog.ratingSummaries(forShops: [1, 2]) == [1: RatingSummary(average: 3.5, count: 2)])
    }

    @Test func readsEveryRatingAnEarlierVersionStoredWithTextTodaysRulesRefuse() throws {
        // Stored as the previous version stored them: line breaks and tabs in notes, names and addresses,
        // a note longer in scalars than today's limit, and style codes in a name.
        try database.execute(
            "INSERT INTO shops (id, name, latitude, longitude, address, city) VALUES (9001, 'Two\nLines', 1, 1, 'Rue\t1', 'Par\u{202E}is')"
        )
        try database.execute(
            "INSERT INTO shops (id, name, latitude, longitude) VALUES (9002, ?, 2, 2)", [.text("\u{1B}[31mRed\u{1B}[0m")]
        )
        let accents = "e" + String(repeating: "\u{301}", count: 1_200)
        try database.execute(
            "INSERT INTO ratings (account_id, shop_id, stars, note, rated_at) VALUES (1, 9001, 4, ?, 10), (1, 9002, 2, ?, 20), (1, 1, 5, ?, 30)",
            [.text("first line\nsecond\tline"), .text(accents), .text("plain")]
        )
        let ada = SQLiteRatingRepository(database: database, accountID: 1)
        let rated = try ada.ratedShops()
        #expect(rated.count == 3, "every stored rating is read, exactly as stored")
        #expect(rated.map(\.rating.note) == ["plain", accents, "first line\nsecond\tline"])
        let shop = try #require(rated.last?.shop)
        #expect(shop.name == "Two\nLines")
        #expect(shop.address == "Rue\t1")
        #expect(shop.city == "Par\u{202E}is")
        #expect(rated[1].shop.name == "\u{1B}[31mRed\u{1B}[0m")
        #expect(try ada.ratings(forShops: [9001, 9002]).count == 2)
        #expect(try catalog.shop(id: 9001)?.name == "Two\nLines")
    }

    @Test func rejectsOutOfRangeStarsAndLongNotes() {
        #expect(throws: CatalogError.self) { try Rating(shopID: 1, stars: 0, note: nil, ratedAt: Date()) }
        #expect(throws: CatalogError.self) { try Rating(shopID: 1, stars: 6, note: nil, ratedAt: Date()) }
        #expect(throws: CatalogError.self) {
            try Rating(shopID: 1, stars: 3, note: String(repeating: "a", count: 1_001), ratedAt: Date())
        }
    }
}
