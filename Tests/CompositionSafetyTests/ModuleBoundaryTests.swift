import Foundation
import Testing

/// The module rules that keep composition in one place, checked on the sources.
@Suite struct ModuleBoundaryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func imports(under folder: String) throws -> [(file: String, module: String)] {
        let base = root.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return try files.flatMap { file in
            try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n")
                .compactMap { line in line.hasPrefix("import ") ? (file, String(line.dropFirst(7))) : nil }
        }
    }

    @Test func featuresNeverImportOtherFeatures() throws {
        let found = try Self.imports(under: "Modules").filter { file, module in
            module.hasSuffix("Feature") && !file.hasPrefix(module + "/")
        }
        #expect(found.isEmpty, "\(found)")
    }

    @Test func onlyTheAppImportsLiveModules() throws {
        let live = ["AuthenticationLive", "CatalogLive", "Persistence", "ProfileLive", "CSQLite", "CCrypto"]
        let fromFeaturesAndDevApps = try Self.imports(under: "Modules").filter { $0.file.contains("Feature/") }
            + Self.imports(under: "Apps").filter { $0.file.contains("DevApp/") }
        let found = fromFeaturesAndDevApps.filter { live.contains($0.module) }
        #expect(found.isEmpty, "\(found)")
        #expect(try Self.imports(under: "Apps").contains { $0.file.hasPrefix("CoffeeShops/") && $0.module == "CatalogLive" })
    }
}
