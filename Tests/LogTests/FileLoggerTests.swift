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

    @Test func neverWritesThroughASymbolicLink() throws {
        let target = url.deletingLastPathComponent().appendingPathComponent("target-\(UUID().uuidString)")
        try Data("precious\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
        FileLogger(url: url).log(.error, "appended?")
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious\n")
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.removeItem(at: target)
    }

    @Test func keepsLinesWholeWhenManyLoggersWriteAtOnce() throws {
        let url = self.url
        DispatchQueue.concurrentPerform(iterations: 8) { writer in
            let logger = FileLogger(url: url)
            for index in 0..<200 { logger.log(.info, "writer \(writer) line \(index) " + String(repeating: "x", count: 200)) }
        }
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1_600)
        #expect(lines.allSatisfy { $0.hasSuffix(String(repeating: "x", count: 200)) && $0.contains(" INFO writer ") })
        try? FileManager.default.removeItem(at: url)
    }

    @Test func escapesControlCharactersSoOneEntryIsOneLine() throws {
        FileLogger(url: url, now: { Date(timeIntervalSince1970: 0) }).log(.info, "a\u{1B}[2Jb\r\u{0}")
        #expect(try String(contentsOf: url, encoding: .utf8) == "1970-01-01T00:00:00Z INFO a\\u{1B}[2Jb \\u{0}\n")
        try? FileManager.default.removeItem(at: url)
    }

    @Test func ordersLevelsBySeverity() {
        #expect(LogLevel.debug < .info && LogLevel.info < .error)
    }
}
