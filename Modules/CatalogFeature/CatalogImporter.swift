import Catalog
import CommandLineKit
import Foundation
import Log
import Terminal

typealias CatalogImporterDependencies = CoffeeShopRepositoryDependency
    & LoggingDependency
    & OutputFormatDependency
    & TerminalDependency

/// Reads a CSV or GeoJSON file and imports every shop in it, or none.
struct CatalogImporter<Dependencies: CatalogImporterDependencies> {
    let dependencies: Dependencies

    func importFile(atPath path: String) throws {
        let data: Data
        do {
            // Mapped, not copied: a CSV file is read record by record straight into the database.
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw CommandFailure("Cannot read \(path): \(Self.reason(readingPath: path)).")
        }
        let summary: ImportSummary
        do {
            if Self.isGeoJSON(path: path, data: data) {
                summary = try dependencies.coffeeShops.importShops(GeoJSONCatalogReader().shops(in: data))
            } else {
                summary = try dependencies.coffeeShops.importShops { add in try CSVCatalogReader().forEachShop(in: data, add) }
            }
        } catch let error as CatalogError {
            throw CommandFailure("\(path), \(error). Nothing was imported.")
        }
        dependencies.logger.log(.info, "imported \(summary.added) shops from \(path), skipped \(summary.skipped)")

        let terminal = dependencies.terminal
        switch dependencies.outputFormat {
        case .json:
            try terminal.printJSON(summary)
        case .text:
            let added = summary.added == 1 ? "1 shop" : "\(summary.added) shops"
            let skipped = summary.skipped == 0 ? "" : " (\(summary.skipped) already in the catalog)"
            terminal.print("Imported \(terminal.styled(added, .bold)) from \(path)\(skipped).")
        }
    }

    private static func isGeoJSON(path: String, data: Data) -> Bool {
        let suffix = path.lowercased()
        if suffix.hasSuffix(".geojson") || suffix.hasSuffix(".json") { return true }
        if suffix.hasSuffix(".csv") { return false }
        return data.first(where: { !$0.isASCIIWhitespace }) == UInt8(ascii: "{")
    }

    private static func reason(readingPath path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        if isDirectory.boolValue { return "it is a folder" }
        return FileManager.default.isReadableFile(atPath: path) ? "it could not be read" : "permission denied"
    }
}

private extension UInt8 {
    var isASCIIWhitespace: Bool {
        self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D
    }
}
