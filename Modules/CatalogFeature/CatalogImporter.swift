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
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure("Cannot read \(path): \(Self.reason(readingPath: path)).")
        }
        let shops: [NewCoffeeShop]
        do {
            shops = try Self.isGeoJSON(path: path, data: data)
                ? GeoJSONCatalogReader().shops(in: data)
                : CSVCatalogReader().shops(in: Self.text(data, path: path))
        } catch let error as CatalogError {
            throw CommandFailure("\(path), \(error). Nothing was imported.")
        }
        let summary = try dependencies.coffeeShops.importShops(shops)
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

    private static func text(_ data: Data, path: String) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("\(path) is not UTF-8 text. Nothing was imported.")
        }
        return text
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
