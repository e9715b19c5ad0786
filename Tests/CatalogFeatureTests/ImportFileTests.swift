import Catalog
@testable import CatalogFeature
import Foundation
import Testing

/// An import file is read, never mapped: one cut short while it is read ends the import with an
/// error (a mapped file would end the process with SIGBUS).
@Suite struct ImportFileTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).csv").path

    @Test func aFileCutShortWhileItIsReadIsAnError() throws {
        let rows = (0..<10_000).map { "Shop \($0),1,2\n" }.joined()
        try Data(("name,latitude,longitude\n" + rows).utf8).write(to: URL(fileURLWithPath: path))
        let file = try ImportFile(path: path)
        #expect(truncate(path, 1_000) == 0)
        var count = 0
        let error = #expect(throws: CatalogError.self) { try CSVCatalogReader().forEachShop(in: file.stream) { _ in count += 1 } }
        #expect(error?.message.hasPrefix("the file became shorter while it was read") == true)
    }

    @Test func readsAWholeFileInChunksAndSaysWhyOneCannotBeOpened() throws {
        let rows = (0..<10_000).map { "Shop \($0),1,2\n" }.joined()
        try Data(("name,latitude,longitude\n" + rows).utf8).write(to: URL(fileURLWithPath: path))
        var count = 0
        try CSVCatalogReader().forEachShop(in: try ImportFile(path: path).stream) { _ in count += 1 }
        #expect(count == 10_000)
        #expect(throws: CatalogError("no such file")) { try ImportFile(path: path + ".missing") }
        #expect(throws: CatalogError("it is a folder")) { try ImportFile(path: FileManager.default.temporaryDirectory.path) }
    }
}
