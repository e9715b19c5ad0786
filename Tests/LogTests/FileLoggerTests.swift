import Foundation
import Log
import Testing

@Suite struct FileLoggerTests {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString).log")

    @Test func appendsOneLinePerEntryAtOrAboveTheMinimumLevel() throws {
        let logger = FileLogger(url: url, minimumLevel: .info, now: { Date(timeIntervalSince1970: 0) })
        logger.log(.debug, "hidden")
        logger.log(.info, "signed in")
        logger.log(.error, "two\nlines")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text == "1970-01-01T00:00:00Z INFO signed in\n1970-01-01T00:00:00Z ERROR two lines\n")
        try? FileManager.default.removeItem(at: url)
    }

    @Test func createsTheFileForItsOwnerOnly() throws {
        FileLogger(url: url).log(.info, "hello")
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        try? FileManager.default.removeItem(at: url)
    }

    @Test func ordersLevelsBySeverity() {
        #expect(LogLevel.debug < .info && LogLevel.info < .error)
    }
}
