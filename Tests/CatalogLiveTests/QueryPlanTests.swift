import Catalog
import Foundation
import Persistence
import Testing
@testable import CatalogLive

/// The catalog's lookups are seeks, on a million shops as on the sample: SQLite's own query plans
/// say so, so a scan cannot come back unnoticed. And a database from before the index is migrated.
@Suite struct QueryPlanTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("plans-\(UUID().uuidString).sqlite").path

    func plan(_ database: Database, _ sql: String, _ values: [SQLValue]) throws -> [String] {
        try database.query("EXPLAIN QUERY PLAN " + sql, values).compactMap { $0.string("detail") }
    }

    @Test func citiesAndSearchesNeverScanTheShops() throws {
        let database = try Database(path: path, migrations: SQLiteCoffeeShopRepository.migrations)
        let city = try plan(database, SQLiteCoffeeShopRepository.cityCenterSQL, [.text("paris")])
        #expect(city.contains { $0.hasPrefix("SEARCH cities USING PRIMARY KEY") }, "\(city)")
        let search = try plan(database, SQLiteCoffeeShopRepository.searchSQL, [.text("\"map\"*"), .text("map"), .integer(20)])
        #expect(search.contains { $0.hasPrefix("SCAN shops_search VIRTUAL TABLE INDEX") }, "\(search)")
        #expect(search.contains { $0.hasPrefix("SEARCH shops USING INTEGER PRIMARY KEY") }, "\(search)")
        for detail in city + search {
            #expect(!detail.hasPrefix("SCAN shops ") && detail != "SCAN shops" && !detail.hasPrefix("SCAN cities"), "\(detail)")
        }
    }

    @Test func findsCitiesWithoutCaseOrDiacriticsAndWordsByTheirBeginning() throws {
        let repository = SQLiteCoffeeShopRepository(database: try Database(path: path, migrations: SQLiteCoffeeShopRepository.migrations))
        _ = try repository.importShops([
            try NewCoffeeShop(name: "Quokka Grove Roasters", coordinate: Coordinate(latitude: 47.37, longitude: 8.54), address: "Bahnhofstrasse 1", city: "Zürich"),
            try NewCoffeeShop(name: "Café Quiètude", coordinate: Coordinate(latitude: 47.39, longitude: 8.52), city: "ZÜRICH"),
        ])
        let center = try #require(try repository.center(ofCity: " zurich "))
        #expect(abs(center.latitude - 47.38) < 1e-9 && abs(center.longitude - 8.53) < 1e-9)
        #expect(try repository.shops(matching: "Quok", limit: 5).map(\.name) == ["Quokka Grove Roasters"])
        #expect(try repository.shops(matching: "quietude", limit: 5).map(\.name) == ["Café Quiètude"])
        #expect(try repository.shops(matching: "bahnhof", limit: 5).map(\.name) == ["Quokka Grove Roasters"])
        #expect(try repository.shops(matching: "\"; DROP", limit: 5).isEmpty)
        #expect(try repository.shops(matching: "!!!", limit: 5).isEmpty)
    }

    @Test func migratesADatabaseFromBeforeTheIndex() throws {
        // The three migrations of the previous version, with a catalog in it.
        let old = Array(SQLiteCoffeeShopRepository.migrations.prefix(3))
        let earlier = try Database(path: path, migrations: old)
        try earlier.execute("INSERT INTO shops (name, latitude, longitude, city) VALUES ('Old Friend', 10, 20, 'Oldtown')")
        let repository = SQLiteCoffeeShopRepository(database: try Database(path: path, migrations: SQLiteCoffeeShopRepository.migrations))
        #expect(try repository.shops(matching: "old fri", limit: 5).map(\.name) == ["Old Friend"])
        #expect(try repository.center(ofCity: "OLDTOWN").map { [$0.latitude, $0.longitude] } == [10, 20])
        #expect(try repository.center(ofCity: "Paris") != nil, "the sample catalog's cities too")
    }
}
