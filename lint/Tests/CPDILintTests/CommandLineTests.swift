import CPDILint
import Foundation
import Testing

/// The built `cpdi-lint` binary: exit statuses, reporters and messages as a user sees them.
@Suite struct CommandLineTests {
    struct Result {
        let status: Int32
        let output: String
        let errorOutput: String
    }

    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cpdi-lint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    }

    func write(_ path: String, _ code: String) throws {
        try Data(code.utf8).write(to: folder.appendingPathComponent(path))
    }

    func run(_ arguments: String...) throws -> Result {
        let process = Process()
        let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        process.executableURL = candidates.map { $0.appendingPathComponent("cpdi-lint") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0].appendingPathComponent("cpdi-lint")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), errorOutput: String(decoding: err, as: UTF8.self))
    }

    @Test func exitsZeroOnCleanCode() throws {
        try write("Sources/App/Receipt.swift", "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> {\n    let dependencies: Dependencies\n}\n")
        let result = try run()
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
    }

    @Test func exitsOneOnErrorsAndPrintsXcodeLines() throws {
        try write("Sources/App/Receipt.swift", "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt {}\nlet receipt = Receipt(order: order, dependencies: dependencies)\n")
        let result = try run("Sources")
        #expect(result.status == 1)
        #expect(result.output == "Sources/App/Receipt.swift:3:37: error: 'dependencies:' is argument 2 here; pass it first. (dependencies-first)\n")
    }

    @Test func failsOnWarningsOnlyWhenStrict() throws {
        try write("Sources/App/A.swift", "// cpdi-lint:disable-next-line no-such-rule\nlet a = 1\n")
        #expect(try run().status == 0)
        #expect(try run("--strict").status == 1)
        #expect(try run("--reporter", "github").output.hasPrefix("::warning file=Sources/App/A.swift,line=1,col=32,title=unknown-rule::"))
    }

    @Test func exitsTwoOnUsageAndIOProblems() throws {
        let missing = try run("NoSuchFolder")
        #expect(missing.status == 2)
        #expect(missing.errorOutput.contains("No such file or folder: NoSuchFolder"))
        #expect(try run("--reporter", "html").status == 2)
        try write(".cpdi-lint.json", "{\"rules\": {\"missing-forwardng\": \"off\"}}")
        let badConfig = try run()
        #expect(badConfig.status == 2)
        #expect(badConfig.errorOutput.contains("unknown rule 'missing-forwardng'"))
    }

    @Test func readsTheConfigurationFile() throws {
        try write("Sources/App/Receipt.swift", "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt {}\nlet receipt = Receipt(order: order, dependencies: dependencies)\n")
        try write(".cpdi-lint.json", "{\"rules\": {\"dependencies-first\": \"warning\"}}")
        let result = try run("--reporter", "json")
        #expect(result.status == 0)
        #expect(result.output.contains("\"severity\": \"warning\""))
        try write("strict.json", "{\"exclude\": [\"Sources\"]}")
        #expect(try run("--config", "strict.json").output.isEmpty)
    }

    @Test func listsTheRules() throws {
        let result = try run("--list-rules")
        #expect(result.status == 0)
        #expect(result.output.split(separator: "\n").count == RuleRegistry.ids.count)
        #expect(result.output.contains("missing-forwarding"))
    }
}
