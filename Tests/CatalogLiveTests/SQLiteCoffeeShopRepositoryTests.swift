import Catalog
import CatalogLive
import Foundation
import Persistence
import Testing

@Suite struct SQLiteCoffeeShopRepositoryTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString).sqlite").path
    var repository: SQLiteCoffeeShopRepository {
        get throws { SQLiteCoffeeShopRepository(database: try Database(path: path, migrations: SQLiteCoffeeShopRepository.migrations)) }
    }

    @Test func startsWithTheSampleCatalogOfAtLeast200ShopsInSeveralCities() throws {
        let repository = try repository
        let shops = try repository.shops(matching: nil, limit: 10_000)
        #expect(shops.count >= 200)
        #expect(try repository.count() == shops.count)
        #expect(Set(shops.compactMap(\.city)).count >= 5)
        // Opening again does not seed twice.
        #expect(try self.repository.count() == shops.count)
    }

    @Test func importsNewShopsAndSkipsOnesAlreadyThere() throws {
        let repository = try repository
        let before = try repository.count()
        let shops = [
            try NewCoffeeShop(name: "Test Roasters", coordinate: Coordinate(latitude: 10.1234567, longitude: 20), city: "Testville"),
            try NewCoffeeShop(name: "Test Espresso", coordinate: Coordinate(latitude: 10, longitude: 20)),
        ]
        #expect(try repository.importShops(shops) == ImportSummary(added: 2, skipped: 0))
        #expect(try repository.importShops(shops) == ImportSummary(added: 0, skipped: 2))
        #expect(try repository.count() == before + 2)
    }

    @Test func streamsAnImportStraightFromTheFileAndKeepsNoneOfAFileWithABadRow() throws {
        let repository = try repository
        let before = try repository.count()
        let good = Data("name,latitude,longitude\nStream One,1,1\nStream Two,2,2\n".utf8)
        #expect(try repository.importShops { add in try CSVCatalogReader().forEachShop(in: good, add) } == ImportSummary(added: 2, skipped: 0))
        let bad = Data("name,latitude,longitude\nStream Three,3,3\nStream Four,95,4\n".utf8)
        #expect(throws: CatalogError("latitude 95.0 is not between -90 and 90", location: "line 3")) {
            try repository.importShops { add in try CSVCatalogReader().forEachShop(in: bad, add) }
        }
        #expect(try repository.count() == before + 2)
        #expect(try repository.shops(matching: "Stream Three", limit: 1).isEmpty)
    }

    @Test func searchesNamesAndCitiesIgnoringCase() throws {
        let repository = try repository
        _ = try repository.importShops([
            try NewCoffeeShop(name: "Zebra 100% Café", coordinate: Coordinate(latitude: 1, longitude: 1), city: "Testville"),
        ])
        #expect(try repository.shops(matching: "zebra", limit: 10).map(\.name) == ["Zebra 100% Café"])
        #expect(try repository.shops(matching: "TESTVILLE", limit: 10).count == 1)
        #expect(try repository.shops(matching: "100%", limit: 10).map(\.name).contains("Zebra 100% Café"))
        #expect(try repository.shops(matching: "0%C", limit: 10).isEmpty)
        #expect(try repository.shops(matching: "paris", limit: 3).count == 3)
    }
}
