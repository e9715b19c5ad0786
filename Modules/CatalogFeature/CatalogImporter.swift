import Catalog
import CommandLineKit
import Foundation
import Log
import Terminal
import TextSafety

typealias CatalogImporterDependencies = CoffeeShopRepositoryDependency
    & LoggingDependency
    & OutputFormatDependency
    & TerminalDependency

/// Reads a CSV or GeoJSON file and imports every shop in it, or none.
struct CatalogImporter<Dependencies: CatalogImporterDependencies> {
    let dependencies: Dependencies

    func importFile(atPath path: String) throws {
        let file: ImportFile
        do {
            file = try ImportFile(path: path)
        } catch {
            throw CommandFailure("Cannot read \(path): \(error.message).")
        }
        let summary: ImportSummary
        do {
            // Read a chunk at a time and written record by record, in one transaction: memory stays
            // within a few times the longest record or feature, whatever the file's size.
            let geoJSON = try Self.isGeoJSON(path: path, file: file)
            summary = try dependencies.coffeeShops.importShops { add in
                if geoJSON {
                    try GeoJSONCatalogReader().forEachShop(in: file.stream, add)
                } else {
                    try CSVCatalogReader().forEachShop(in: file.stream, add)
                }
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
            terminal.print("Imported \(terminal.styled(added, .bold)) from \(path.escapingUnsafeCharacters())\(skipped).")
        }
    }

    private static func isGeoJSON(path: String, file: ImportFile) throws(CatalogError) -> Bool {
        let suffix = path.lowercased()
        if suffix.hasSuffix(".geojson") || suffix.hasSuffix(".json") { return true }
        if suffix.hasSuffix(".csv") { return false }
        return try file.firstVisibleByte() == UInt8(ascii: "{")
    }
}
