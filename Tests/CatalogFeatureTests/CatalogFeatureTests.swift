import Catalog
import CatalogFeature
import CatalogStubs
import CommandLineKit
import Foundation
import Log
import LogStubs
import Terminal
import TerminalStubs
import TestSupport
import Testing

/// A composition root for catalog tests: stubs only, all in memory.
final class CatalogTestDependencies: CatalogFeatureDependencies {
    let repository = InMemoryCoffeeShopRepository()
    let recordingTerminal = RecordingTerminal()
    let recordingLogger = RecordingLogger()

    var coffeeShops: any CoffeeShopRepository { repository }
    var logger: any Logging { recordingLogger }
    var terminal: any Terminal { recordingTerminal }
}

@Suite struct CatalogFeatureTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-feature-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func file(_ name: String, _ contents: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    func run(_ app: CatalogTestDependencies, _ arguments: String...) throws {
        try CatalogFeature(dependencies: app).run(invocation(of: CatalogFeature<CatalogTestDependencies>.commands, arguments))
    }

    @Test func importsACSVFileOnceAndSaysWhatItAdded() throws {
        let app = CatalogTestDependencies()
        let path = try file("shops.csv", "name,latitude,longitude,city\nComet,55.69,12.55,Copenhagen\nJuniper,55.68,12.56,Copenhagen\n")
        try run(app, "import", path)
        try run(app, "import", path, "--json")
        #expect(app.repository.shops.map(\.name) == ["Comet", "Juniper"])
        #expect(app.recordingTerminal.output == """
            Imported 2 shops from \(path).
            {
              "added" : 0,
              "skipped" : 2
            }

            """)
    }

    @Test func importsGeoJSONWhateverTheExtension() throws {
        let app = CatalogTestDependencies()
        let path = try file("export.txt", #" {"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[2.35,48.86]},"properties":{"name":"Comet"}}]}"#)
        try run(app, "import", path)
        #expect(app.repository.shops.first?.coordinate.latitude == 48.86)
    }

    @Test func importsNothingFromAFileWithOneBadRow() throws {
        let app = CatalogTestDependencies()
        let path = try file("bad.csv", "name,latitude,longitude\nComet,55.69,12.55\nJuniper,55.68,east\n")
        #expect(throws: CommandFailure("\(path), line 3: longitude 'east' is not a number. Nothing was imported.")) {
            try run(app, "import", path)
        }
        #expect(app.repository.shops.isEmpty)
    }

    @Test func explainsAMissingFile() {
        let app = CatalogTestDependencies()
        let path = folder.appendingPathComponent("missing.csv").path
        #expect(throws: CommandFailure("Cannot read \(path): no such file.")) { try run(app, "import", path) }
    }

    @Test func listsShopsMatchingASearch() throws {
        let app = CatalogTestDependencies()
        _ = app.repository.importShops([
            try NewCoffeeShop(name: "Comet", coordinate: Coordinate(latitude: 1, longitude: 1), address: "Rue 1", city: "Paris"),
            try NewCoffeeShop(name: "Juniper", coordinate: Coordinate(latitude: 1, longitude: 2), city: "Berlin"),
        ])
        try run(app, "shops", "--search", "paris")
        #expect(app.recordingTerminal.output == "1  Comet  Rue 1, Paris\n")
    }

    @Test func rejectsAnOutOfRangeLimit() {
        let app = CatalogTestDependencies()
        #expect(throws: UsageError("The value '0' is invalid for '--limit': expected a whole number from 1 to 10000.")) {
            try run(app, "shops", "--limit", "0")
        }
    }
}
