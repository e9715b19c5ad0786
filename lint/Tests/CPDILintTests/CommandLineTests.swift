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
        try run(arguments, in: folder)
    }

    func run(_ arguments: [String], in directory: URL) throws -> Result {
        let process = Process()
        let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        process.executableURL = candidates.map { $0.appendingPathComponent("cpdi-lint") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0].appendingPathComponent("cpdi-lint")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), errorOutput: String(decoding: err, as: UTF8.self))
    }

    /// A file's module comes from where it is, not from how its path is written: linted from inside its
    /// module's folder (`./MapCommands.swift`) it is in the same module as linted from the root.
    @Test func aFileIsInItsModuleWhateverFolderItIsLintedFrom() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write(".git/HEAD", "ref: refs/heads/main\n")
        try write(".cpdi-lint.json", #"{"rules": {"feature-imports": "warning"}}"#)
        for module in ["MapFeature", "CatalogFeature"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/\(module)"), withIntermediateDirectories: true)
        }
        try write("Sources/CatalogFeature/CatalogFeature.swift", "public struct CatalogFeature {}\n")
        try write("Sources/MapFeature/MapFeature.swift", "import CatalogFeature\n\npublic struct MapFeature {\n    let catalog = CatalogFeature()\n}\n")
        let fromRoot = try run("--strict", ".")
        let fromModule = try run(["--strict", "."], in: folder.appendingPathComponent("Sources/MapFeature"))
        let fromSources = try run(["--strict", "."], in: folder.appendingPathComponent("Sources"))
        #expect(fromRoot.output.contains("(feature-imports)"), "\(fromRoot.output)")
        for other in [fromModule, fromSources] {
            #expect(other.output.components(separatedBy: ": ").dropFirst().joined(separator: ": ") == fromRoot.output.components(separatedBy: ": ").dropFirst().joined(separator: ": "), "\(other.output)")
        }
    }

    @Test func exitsZeroOnCleanCode() throws {
        try write("Sources/App/Receipt.swift", "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> {\n    let dependencies: Dependencies\n}\n")
        let result = try run()
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
    }

    @Test func exitsOneOnErrorsAndPrintsXcodeLines() throws {
        try write("Sources/App/Receipt.swift", "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> { let order: Int; let dependencies: Dependencies }\nlet receipt = Receipt(order: order, dependencies: dependencies)\n")
        let result = try run("Sources")
        #expect(result.status == 1)
        #expect(result.output == "Sources/App/Receipt.swift:3:37: error: 'dependencies:' is argument 2 of this call to 'Receipt(order:dependencies:)', the memberwise initializer of 'Receipt', which takes its stored properties in the order they are declared; declare `let dependencies` first in 'Receipt', then pass it first in every call. (dependencies-first)\n")
    }

    /// Outside a git repository and any package, a folder named on the command line is its own
    /// project: the folders beside it (here one with a broken configuration) are not read.
    @Test func readsOnlyTheNamedFolderOutsideARepository() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Other"), withIntermediateDirectories: true)
        try write("Other/.cpdi-lint.json", "{ \"rules\": 5 }")
        try write("Sources/App/Receipt.swift", "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> { let order: Int; let dependencies: Dependencies }\nlet receipt = Receipt(order: order, dependencies: dependencies)\n")
        let result = try run("Sources")
        #expect(result.status == 1, "\(result.errorOutput)")
        #expect(result.output.hasPrefix("Sources/App/Receipt.swift:3:37: error:"))
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
        #expect(badConfig.errorOutput.contains("unknown rule 'missing-forwardng'; did you mean 'missing-forwarding'?"))
    }

    @Test func neverWritesAReportOrBaselineOverWhatPeopleWrite() throws {
        let source = "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> { let order: Int; let dependencies: Dependencies }\nlet receipt = Receipt(order: order, dependencies: dependencies)\n"
        try write("Sources/App/Receipt.swift", source)
        try write(".cpdi-lint.json", "{}\n")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("report.sarif").path, withDestinationPath: "Sources/App/Receipt.swift")
        for arguments in [["--write-baseline", "Sources/App/Receipt.swift"], ["--output", "report.sarif"], ["--output", ".cpdi-lint.json"]] {
            let result = try run(arguments, in: folder)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errorOutput.contains("which a report or baseline would overwrite"), "\(arguments): \(result.errorOutput)")
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("Sources/App/Receipt.swift"), encoding: .utf8) == source)
        #expect(try String(contentsOf: folder.appendingPathComponent(".cpdi-lint.json"), encoding: .utf8) == "{}\n")
    }

    @Test func neverEchoesControlCharactersOrReorderingMarksToTheTerminal() throws {
        for argument in ["nope\u{1B}[31m", "--no-such-option\u{1B}]0;x\u{07}", "Check\u{202E}tfiws.tuo.swift"] {
            let result = try run(argument)
            #expect(result.status == 2, "\(argument)")
            #expect(!result.errorOutput.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E }, "\(result.errorOutput)")
        }
    }

    @Test func skipsExcludedFilesNamedOnTheCommandLineQuietly() throws {
        try write(".cpdi-lint.json", "{\"exclude\": [\"Sources/App/Generated\"]}")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/App/Generated"), withIntermediateDirectories: true)
        try write("Sources/App/Generated/BuildInfo.swift", "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> { let order: Int; let dependencies: Dependencies }\nlet receipt = Receipt(order: order, dependencies: dependencies)\n")
        let result = try run("--strict", "Sources/App/Generated/BuildInfo.swift")
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.isEmpty)
    }

    @Test func refusesABaselineTheConfigurationNamesButThatIsMissing() throws {
        try write("Sources/App/A.swift", "let a = 1\n")
        try write(".cpdi-lint.json", "{\"baseline\": \"cpdi-lint-baseline.json\"}")
        let result = try run()
        #expect(result.status == 2)
        #expect(result.errorOutput.contains("cpdi-lint-baseline.json"))
        #expect(result.errorOutput.contains("does not exist"))
        #expect(try run("--write-baseline", "cpdi-lint-baseline.json").status == 0)
        #expect(try run().status == 0)
    }

    @Test func aNestedConfigurationChangesWhatIsReportedNeverWhatIsRead() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Receipt"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Cart"), withIntermediateDirectories: true)
        try write("Sources/Receipt/ReceiptFeature.swift", "public typealias ReceiptFeatureDependencies = PrintingDependency\npublic struct ReceiptFeature<Dependencies: ReceiptFeatureDependencies> {\n    let dependencies: Dependencies\n    public init(dependencies: Dependencies) { self.dependencies = dependencies }\n}\n")
        try write("Sources/Cart/Cart.swift", "import Receipt\n\ntypealias CartDependencies = LoggingDependency\nstruct Cart<Dependencies: CartDependencies> {\n    let dependencies: Dependencies\n    func pay() { _ = ReceiptFeature(dependencies: dependencies) }\n}\n")
        try write("Sources/Cart/.cpdi-lint.json", "{\"rules\": {\"forwarding-order\": \"on\"}}")
        let whole = try run(".")
        #expect(whole.status == 1)
        #expect(whole.output.contains("Sources/Cart/Cart.swift:6:") && whole.output.contains("(missing-forwarding)"))
        for path in ["Sources/Cart", "Sources/Cart/Cart.swift"] {
            let narrowed = try run(path)
            #expect(narrowed.status == 1, "\(path)")
            #expect(narrowed.output == whole.output.split(separator: "\n").filter { $0.hasPrefix("Sources/Cart/") }.map { $0 + "\n" }.joined(), "\(path)")
        }
    }

    @Test func baselinesHoldInACheckoutWhosePathHasASpace() throws {
        let checkout = folder.appendingPathComponent("My Apps/Shop")
        for sub in [".git", "Sources/Receipt", "Sources/Cart"] {
            try FileManager.default.createDirectory(at: checkout.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try Data("typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> {\n    let dependencies: Dependencies\n}\n".utf8)
            .write(to: checkout.appendingPathComponent("Sources/Receipt/Receipt.swift"))
        try Data("import Receipt\n\ntypealias CartDependencies = LoggingDependency\nstruct Cart<Dependencies: CartDependencies> {\n    let dependencies: Dependencies\n    func pay() { _ = Receipt(dependencies: dependencies) }\n}\n".utf8)
            .write(to: checkout.appendingPathComponent("Sources/Cart/Cart.swift"))
        let found = try run(["--reporter", "json"], in: checkout)
        #expect(found.status == 1)
        // The message cites the other file relative to the checkout, wherever the checkout is.
        #expect(found.output.contains("Sources/Cart/Cart.swift:3"))
        #expect(!found.output.contains(folder.path))
        #expect(try run(["--write-baseline", "baseline.json"], in: checkout).status == 0)
        // As the build-tool plugin and Xcode run it: absolute paths, the target's folder as the argument.
        let plugin = try run(["--absolute-paths", "--baseline", "baseline.json", checkout.appendingPathComponent("Sources/Cart").path], in: checkout)
        #expect(plugin.status == 0, "\(plugin.output)\(plugin.errorOutput)")
        #expect(plugin.output.isEmpty)
    }

    @Test func newListsItsKindsPreviewsWithDryRunAndFindsThePackageFromASubfolder() throws {
        let listed = try run("new", "--list")
        #expect(listed.status == 0)
        #expect(listed.output.hasPrefix("feature ") && listed.output.contains("\ndependency "))
        try write("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Shop\",\n    targets: [\n        .target(name: \"App\"),\n    ]\n)\n")
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        let preview = try run(["new", "feature", "Favorites", "--dry-run"], in: folder.appendingPathComponent("Sources/App"))
        #expect(preview.status == 0, "\(preview.errorOutput)")
        #expect(preview.output.contains("would create Sources/FavoritesFeature/FavoritesFeature.swift"))
        #expect(preview.output.contains("+        .target(name: \"FavoritesFeature\"),"))
        #expect(try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8) == manifest)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/FavoritesFeature").path))
        // Run from a subfolder, it writes into the package that holds it.
        let written = try run(["new", "feature", "Favorites"], in: folder.appendingPathComponent("Sources/App"))
        #expect(written.status == 0, "\(written.errorOutput)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/FavoritesFeature/FavoritesFeature.swift").path))
    }

    @Test func readsTheConfigurationFile() throws {
        try write("Sources/App/Receipt.swift", "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> { let order: Int; let dependencies: Dependencies }\nlet receipt = Receipt(order: order, dependencies: dependencies)\n")
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
        #expect(result.output.split(separator: "\n").count == RuleRegistry.allIDs.count)
        #expect(result.output.contains("missing-forwarding"))
    }

    let broken = "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> { let order: Int; let dependencies: Dependencies }\nlet receipt = Receipt(order: order, dependencies: dependencies)\n"

    @Test func writesABaselineAndThenReportsOnlyNewFindings() throws {
        try write("Sources/App/Receipt.swift", broken)
        let recorded = try run("--write-baseline", "baseline.json")
        #expect(recorded.status == 0)
        #expect(recorded.output.isEmpty)
        #expect(recorded.errorOutput.contains("recorded 1 finding in baseline.json"))
        let baseline = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"file\": \"Sources/App/Receipt.swift\""))
        #expect(!baseline.contains("\"line\""))
        // Two lines inserted above the finding: still baselined.
        try write("Sources/App/Receipt.swift", "// moved\n// down\n" + broken)
        let moved = try run("--baseline", "baseline.json")
        #expect(moved.status == 0)
        #expect(moved.output.isEmpty)
        // A second call is a new finding.
        try write("Sources/App/Receipt.swift", broken + "let again = Receipt(order: order, dependencies: dependencies)\n")
        let new = try run("--baseline", "baseline.json")
        #expect(new.status == 1)
        #expect(new.output == "Sources/App/Receipt.swift:4:35: error: 'dependencies:' is argument 2 of this call to 'Receipt(order:dependencies:)', the memberwise initializer of 'Receipt', which takes its stored properties in the order they are declared; declare `let dependencies` first in 'Receipt', then pass it first in every call. (dependencies-first)\n")
        // From a subfolder, with the baseline given relative to it, the keys still match.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        #expect(try run(["--baseline", "../../baseline.json", "."], in: folder.appendingPathComponent("Sources/App")).output.split(separator: "\n").count == 1)
        try write("bad.json", "{\"version\": 1, \"findings\": [")
        let bad = try run("--baseline", "bad.json")
        #expect(bad.status == 2)
        #expect(bad.errorOutput.contains("bad.json:1:29: not valid JSON: unexpected end of file."))
    }

    @Test func findsTheConfigurationFromASubfolderAndWritesASecondReport() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("Sources/App/Receipt.swift", broken)
        try write(".cpdi-lint.json", "{\"rules\": {\"dependencies-first\": \"warning\"}}")
        let app = folder.appendingPathComponent("Sources/App")
        let result = try run(["--reporter", "github", "--output", "../../report.sarif", "."], in: app)
        #expect(result.status == 0, "the root configuration made it a warning")
        #expect(result.output.hasPrefix("::warning file=Sources/App/Receipt.swift,line=3,col=37,"), "github paths are relative to the repository root")
        let sarif = try String(contentsOf: folder.appendingPathComponent("report.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"uri\": \"Sources/App/Receipt.swift\""))
        #expect(sarif.contains("\"uriBaseId\": \"%SRCROOT%\""))
        let absolute = try run("--absolute-paths", folder.appendingPathComponent("Sources").path)
        #expect(absolute.output.hasPrefix(folder.appendingPathComponent("Sources/App/Receipt.swift").standardizedFileURL.path + ":3:37: warning: "))
    }

    @Test func saysWhenAPathHasNoSwiftFiles() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        try write("Docs/notes.md", "notes\n")
        let result = try run("Docs")
        #expect(result.status == 1, "a CI path that finds nothing fails")
        #expect(result.errorOutput == "cpdi-lint: no Swift files in Docs\ncpdi-lint: No Swift files found under Docs; pass --allow-no-files if that is expected.\n")
        #expect(try run("--allow-no-files", "Docs").status == 0)
        let missing = try run("Sourcs")
        #expect(missing.status == 2)
        #expect(missing.errorOutput.contains("No such file or folder: Sourcs"))
    }

    @Test func dryRunFailsWhenSomethingIsLeftToFix() throws {
        try write("Receipt.swift", "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> {\n    init(order: Int, dependencies: Dependencies) {}\n}\n")
        let dirty = try run("--fix", "--dry-run", ".")
        #expect(dirty.status == 1)
        #expect(dirty.output.contains("+    init(dependencies: Dependencies, order: Int) {}"))
        #expect(try run("--fix", ".").status == 0)
        let clean = try run("--fix", "--dry-run", ".")
        #expect(clean.status == 0)
        #expect(clean.output.isEmpty)
    }

    @Test func lintsAFolderInItsProjectsContext() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Cart"), withIntermediateDirectories: true)
        try write("Sources/App/Receipt.swift", "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> {\n    let dependencies: Dependencies\n}\n")
        try write("Sources/Cart/Cart.swift", "import App\n\ntypealias CartDependencies = PrintingDependency\nstruct Cart<Dependencies: CartDependencies> {\n    let dependencies: Dependencies\n    func pay() { _ = Receipt(dependencies: dependencies) }\n}\n")
        let whole = try run(".")
        let folderOnly = try run("Sources/Cart")
        let fileOnly = try run("Sources/Cart/Cart.swift")
        #expect(whole.status == 1)
        #expect(whole.output.contains("Sources/Cart/Cart.swift:6:22: error: 'Cart' creates 'Receipt'"))
        #expect(folderOnly.output == whole.output, "the folder sees the other module's typealias")
        #expect(fileOnly.output == whole.output)
    }

    @Test func readsTheBaselineFromTheConfiguration() throws {
        try write("Sources/App/Receipt.swift", broken)
        try write(".cpdi-lint.json", #"{"baseline": "baseline.json"}"#)
        #expect(try run("--write-baseline", "baseline.json").status == 0)
        let result = try run()
        #expect(result.status == 0, "the configured baseline holds the finding")
        #expect(result.errorOutput.contains("1 finding in the baseline not reported"))
    }

    @Test func aBaselineHoldsTheFindingWhenThePluginPassesAbsolutePaths() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Cart"), withIntermediateDirectories: true)
        try write("Sources/App/Receipt.swift", "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> {\n    let dependencies: Dependencies\n}\n")
        try write("Sources/Cart/Cart.swift", "import App\n\ntypealias CartDependencies = PrintingDependency\nstruct Cart<Dependencies: CartDependencies> {\n    let dependencies: Dependencies\n    func pay() { _ = Receipt(dependencies: dependencies) }\n}\n")
        try write(".cpdi-lint.json", #"{"baseline": "baseline.json"}"#)
        #expect(try run("--write-baseline", "baseline.json", ".").status == 0)
        // As the build-tool plugin runs it: absolute paths, so the message cites the typealias by its absolute path.
        let cart = folder.appendingPathComponent("Sources/Cart").path
        let plugin = try run("--absolute-paths", "--context", folder.path, cart)
        #expect(plugin.status == 0, "\(plugin.output)")
        #expect(plugin.errorOutput.contains("1 finding in the baseline not reported"))
    }

    @Test func aCacheChangesNothingReportedAndOneThatCannotBeWrittenIsANote() throws {
        try write("Sources/App/Receipt.swift", "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> { let order: Int; let dependencies: Dependencies }\nlet receipt = Receipt(order: order, dependencies: dependencies)\n")
        let plain = try run("Sources")
        #expect(plain.status == 1)
        let cold = try run("--cache", ".build/cpdi-lint", "Sources")
        let warm = try run("--cache", ".build/cpdi-lint", "Sources")
        #expect(cold.status == plain.status && warm.status == plain.status)
        #expect(cold.output == plain.output && warm.output == plain.output)
        #expect(warm.errorOutput.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".build/cpdi-lint/cpdi-lint-facts.cache").path))
        // A file where the folder should be: the findings and the status stand, and a note says why nothing was kept.
        try write("blocked", "")
        let blocked = try run("--cache", "blocked", "Sources")
        #expect(blocked.status == plain.status)
        #expect(blocked.output == plain.output)
        #expect(blocked.errorOutput.hasPrefix("cpdi-lint: Cannot write the facts cache blocked/cpdi-lint-facts.cache: "))
    }

    @Test func printsTheVersionConstant() throws {
        #expect(try run("--version").output == CPDILintVersion.current + "\n")
    }
}
