import Foundation
import Testing

/// Runs the Swift compiler in type-check-only mode on a fixture, against the modules this test
/// build just compiled.
enum Compiler {
    struct Result {
        let status: Int32
        let diagnostics: String

        /// The `error:` lines, without paths.
        var errors: [String] {
            diagnostics.split(separator: "\n").compactMap { line in
                line.range(of: "error: ").map { String(line[$0.upperBound...]) }
            }
        }
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The folder holding the built `.swiftmodule`s of the package's targets.
    static var modules: URL {
        get throws {
            let build = Bundle.main.bundleURL
            for candidate in [build.appendingPathComponent("Modules"), build, build.deletingLastPathComponent().appendingPathComponent("Modules")]
            where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("DetailsFeature.swiftmodule").path) {
                return candidate
            }
            Issue.record("no built modules next to \(build.path)")
            throw CocoaError(.fileNoSuchFile)
        }
    }

    static func typecheck(_ fixture: String, defining flags: [String] = []) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", try modules.path]
            + flags.flatMap { ["-D", $0] }
            + [fixtures.appendingPathComponent(fixture).path]
        // The driver leaves a folder in the temporary directory on every run: this one's, removed after it.
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("composition-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: temporary) }
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, diagnostics: String(decoding: data, as: UTF8.self))
    }
}
