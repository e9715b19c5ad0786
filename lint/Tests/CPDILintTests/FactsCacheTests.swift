import Foundation
import Testing
@testable import CPDILint

/// The facts cache (`--cache`): facts read back are the facts written, a run with it reports what a
/// run without it does and parses only the files that changed, and a cache that is damaged, foreign
/// or reachable by others is ignored, never trusted.
@Suite struct FactsCacheTests {
    let scratch: Scratch

    init() throws {
        scratch = try Scratch()
    }

    /// Every stored property, nested ones included, with sets in a stable order: two values that
    /// describe alike hold the same facts.
    static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .set:
            return "{" + mirror.children.map { describe($0.value) }.sorted().joined(separator: ", ") + "}"
        case .struct, .class, .tuple, .enum, .collection, .optional, .dictionary:
            guard !mirror.children.isEmpty else { return String(reflecting: value) }
            return "(" + mirror.children.map { "\($0.label ?? "_"): \(describe($0.value))" }.joined(separator: ", ") + ")"
        default:
            return String(reflecting: value)
        }
    }

    @Test(arguments: FixtureTests.fixtures)
    func factsReadBackAreTheFactsWritten(_ fixture: FixtureTests.Fixture) throws {
        for file in fixture.files + [("Prelude.swift", FixtureTests.prelude)] {
            let facts = FactCollector.collect(path: file.path, module: "Fixture", bytes: Array(file.text.utf8))
            var writer = FactsWriter()
            writer.write(facts)
            var reader = FactsReader(writer.bytes[...])
            let read = try reader.read(FileFacts.self)
            #expect(reader.isAtEnd)
            let written = Self.describe(facts)
            #expect(written.contains("referencedNames: "), "the description reaches the nested facts")
            #expect(Self.describe(read) == written, "\(file.path)")
        }
    }

    /// Every fixture, its files edited one at a time as a team edits between builds (a line added at the
    /// top, a blank line and a comment in the middle, a line taken out): each warm run reports exactly
    /// what a run without the cache does, whether it reused the last run's findings or not.
    @Test(arguments: FixtureTests.fixtures)
    func aWarmRunAfterAnyEditReportsWhatAColdOneDoes(_ fixture: FixtureTests.Fixture) throws {
        let scratch = try Scratch()
        for file in fixture.files + [("Prelude.swift", FixtureTests.prelude)] { try scratch.write(file.path, file.text) }
        // Every rule on, rooted in the scratch folder.
        var configuration = try Configuration(json: Data("{}".utf8), from: scratch.path(Configuration.fileName))
        configuration.severities = FixtureTests.everyRule.severities
        let linter = Linter(configuration: configuration)
        let folder = scratch.path("cache")
        func lint() throws {
            let cache = FactsCache(folder: folder)
            let warm = linter.lint(try linter.read(paths: [scratch.root.path]), cache: cache)
            try cache.save()
            let cold = linter.lint(try linter.read(paths: [scratch.root.path]))
            #expect(warm == cold, "\(fixture.name): \(warm.map { "\($0.path):\($0.line):\($0.column) \($0.ruleID)" }) against \(cold.map { "\($0.path):\($0.line):\($0.column) \($0.ruleID)" })")
        }
        try lint()
        for file in fixture.files {
            var lines = file.text.components(separatedBy: "\n")
            let edits: [(inout [String]) -> Void] = [
                { $0.insert("// Edited.", at: 0) },
                { $0.insert("", at: $0.count / 2) },
                { $0.insert("    // A note.", at: ($0.count * 3) / 4) },
                { if $0.count > 2 { $0.remove(at: 1) } },
            ]
            for edit in edits {
                edit(&lines)
                try scratch.write(file.path, lines.joined(separator: "\n"))
                try lint()
            }
        }
    }

    @Test func aWarmRunParsesOnlyTheFileThatChangedAndReportsWhatAColdOneDoes() throws {
        try scratch.write("Sources/App/Receipt.swift", receiptSource)
        try scratch.write("Sources/App/Checkout.swift", checkoutSource)
        let linter = Linter()
        let folder = scratch.path("cache")
        func lint(cache: FactsCache?) throws -> [Finding] {
            linter.lint(try linter.read(paths: [scratch.path("Sources")]), cache: cache)
        }
        let uncached = try lint(cache: nil)
        #expect(uncached.map(\.ruleID) == ["missing-forwarding"])

        let cold = FactsCache(folder: folder)
        #expect(try lint(cache: cold) == uncached)
        #expect(cold.parsedCount == 2)
        try cold.save()

        let warm = FactsCache(folder: folder)
        #expect(try lint(cache: warm) == uncached)
        #expect(warm.parsedCount == 0)
        try warm.save()

        // The parent now forwards its child: only its file is parsed again.
        let forwarding = checkoutSource.replacingOccurrences(of: "= LoggingDependency\n", with: "= LoggingDependency & ReceiptDependencies\n")
        try scratch.write("Sources/App/Checkout.swift", forwarding)
        let edited = FactsCache(folder: folder)
        #expect(try lint(cache: edited).isEmpty)
        #expect(edited.parsedCount == 1)

        // Contents of the same length are told apart by their hash.
        let sameLength = String(forwarding.reversed())
        #expect(sameLength.utf8.count == forwarding.utf8.count)
        #expect(ContentHash(Array(sameLength.utf8)) != ContentHash(Array(forwarding.utf8)))
    }

    @Test func aRunReusesTheLastFindingsOnlyWhileEveryFactIsTheSame() throws {
        try scratch.write("Sources/App/Receipt.swift", receiptSource)
        try scratch.write("Sources/App/Checkout.swift", checkoutSource)
        let folder = scratch.path("cache")
        // Rooted in the scratch folder, not the current one, which other tests may change meanwhile: the
        // root is among the settings the findings are kept with.
        let configuration = try Configuration(json: Data("{}".utf8), from: scratch.path(Configuration.fileName))
        func lint(_ linter: Linter? = nil) throws -> (findings: [Finding], reused: Bool) {
            let linter = linter ?? Linter(configuration: configuration)
            let cache = FactsCache(folder: folder)
            let findings = linter.lint(try linter.read(paths: [scratch.path("Sources")]), cache: cache)
            try cache.save()
            #expect(findings == linter.lint(try linter.read(paths: [scratch.path("Sources")])), "what a run without the cache reports")
            return (findings, cache.reusedFindings)
        }
        let first = try lint()
        #expect(first.findings.map(\.line) == [4] && !first.reused)
        #expect(try lint() == (first.findings, true))

        // Comments and blank lines after the code change no fact.
        try scratch.write("Sources/App/Checkout.swift", checkoutSource + "\n// MARK: - Later\n")
        #expect(try lint() == (first.findings, true))
        // A line above the finding moves it, and the line of the typealias its message quotes: worked out again.
        try scratch.write("Sources/App/Checkout.swift", "// Checkout\n" + checkoutSource)
        let moved = try lint()
        #expect(moved.findings.map(\.line) == [5] && !moved.reused)
        #expect(moved.findings.first?.message.contains("Checkout.swift:2)") == true, "\(moved.findings.map(\.message))")
        // Code that only moved, where no message quotes a line: the findings are reused, moved with it.
        let label = "typealias LabelDependencies = PrintingDependency\nstruct Label<Dependencies: LabelDependencies> {\n    let dependencies: Dependencies\n    init(text: String, dependencies: Dependencies) { self.dependencies = dependencies }\n}\n"
        try scratch.write("Sources/App/Label.swift", label)
        #expect(try lint().findings.map(\.line) == [5, 4])
        try scratch.write("Sources/App/Label.swift", "// Label\n\n" + label.replacingOccurrences(of: "    init(", with: "\n    init("))
        let relabeled = try lint()
        #expect(relabeled.reused && relabeled.findings.map(\.line) == [5, 7])
        // Moved past the type it belongs to, the typealias is not where it was in the order of the file's facts.
        try scratch.write("Sources/App/Label.swift", "struct Label<Dependencies: LabelDependencies> {\n    let dependencies: Dependencies\n    init(text: String, dependencies: Dependencies) { self.dependencies = dependencies }\n}\ntypealias LabelDependencies = PrintingDependency\n")
        let reordered = try lint()
        #expect(!reordered.reused && reordered.findings.contains { $0.ruleID == "typealias-placement" })
        try scratch.write("Sources/App/Label.swift", label)
        _ = try lint()
        // The other file changes what this one is told.
        try scratch.write("Sources/App/Receipt.swift", receiptSource.replacingOccurrences(of: "ReceiptDependencies", with: "TicketDependencies"))
        let renamed = try lint()
        #expect(!renamed.reused && renamed.findings != first.findings)
        // Other settings decide other findings.
        var quiet = configuration
        quiet.severities["missing-forwarding"] = .some(nil)
        let off = try lint(Linter(configuration: quiet))
        #expect(!off.reused && !off.findings.contains { $0.ruleID == "missing-forwarding" })
        #expect(try lint(Linter(configuration: quiet)).reused)
        // A file with nothing for the rules, edited: reused while its imports stay, worked out again when they
        // change, since they decide which modules are linted together.
        try scratch.write("Sources/App/Notes.swift", "import Foundation\n// notes\n")
        _ = try lint()
        try scratch.write("Sources/App/Notes.swift", "import Foundation\n// more notes\n")
        #expect(try lint().reused)
        try scratch.write("Sources/App/Notes.swift", "@_exported import Foundation\n// more notes\n")
        #expect(try lint().reused == false)
    }

    /// What a file the linter does not parse imports, read from its bytes: only an import that opens a
    /// line outside a block comment; one of a single declaration is partial. (A re-export is parsed.)
    @Test func importsAreReadWithoutParsing() {
        func read(_ text: String) -> [String] {
            ImportScan.imports(in: Array(text.utf8)).map { $0.module + ($0.isPartial ? "?" : "") }
        }
        #expect(read("\u{FEFF}@testable import Shop\npublic import Core\n\timport Tabs\nimport struct Kit.Row") == ["Shop", "Core", "Tabs", "Kit?"])
        #expect(read("/* a note\nimport Kit\n*/ import Shop // import Core\nimport Tabs /* a note\nimport Pane\n*/\n") == ["Tabs"])
        #expect(read("let text = \"import Kit\"\nimported()\nimport\n") == [])
    }

    @Test func anAppProjectOnDiskOrAFlippedBitIsNotReplayed() throws {
        // Two folders that are two modules in a package and one module in an app project.
        try scratch.write("Sources/B/Bar.swift", "protocol NetworkDependency { var network: Int { get } }\ntypealias BarDependencies = NetworkDependency\nstruct Bar<Dependencies: BarDependencies> { let dependencies: Dependencies; func run() {} }\n")
        try scratch.write("Sources/A/Foo.swift", "typealias FooDependencies = LoggingDependency\nstruct Foo<Dependencies: FooDependencies> { let dependencies: Dependencies; func go() { Bar(dependencies: dependencies).run() } }\n")
        let folder = scratch.path("cache")
        // Rooted in the scratch folder, not the current one, which other tests may change meanwhile.
        let linter = Linter(configuration: try Configuration(json: Data("{}".utf8), from: scratch.path(Configuration.fileName)))
        func lint() throws -> (findings: [Finding], reused: Bool) {
            let cache = FactsCache(folder: folder)
            let findings = linter.lint(try linter.read(paths: [scratch.path("Sources")]), cache: cache)
            try cache.save()
            #expect(findings == linter.lint(try linter.read(paths: [scratch.path("Sources")])), "what a run without the cache reports")
            return (findings, cache.reusedFindings)
        }
        #expect(try lint().findings.isEmpty)
        #expect(try lint() == ([], true))
        try FileManager.default.createDirectory(atPath: scratch.path("App.xcodeproj"), withIntermediateDirectories: true)
        let app = try lint()
        #expect(app.findings.map(\.ruleID) == ["missing-forwarding"] && !app.reused)
        #expect(try lint().reused)

        // One bit flipped anywhere after the header: the file is not trusted.
        let cacheFile = URL(fileURLWithPath: scratch.path("cache/\(FactsCache.fileName)"))
        var bytes = [UInt8](try Data(contentsOf: cacheFile))
        bytes[bytes.count - 3] ^= 0x01
        try Data(bytes).write(to: cacheFile)
        let damaged = try lint()
        #expect(damaged.findings == app.findings && !damaged.reused)
    }

    /// File discovery notes the folders it read and which hold an app project, so that finding the
    /// projects reads no folder again: it finds what reading every folder again finds.
    @Test func theFoldersDiscoveryReadFindTheSameAppProjects() throws {
        try scratch.write("Apps/Shop/Sources/Shop/Root.swift", "struct Root {}\n")
        try scratch.write("Apps/Shop/project.yml", "name: Shop\n")
        try scratch.write("Apps/Kiosk/Kiosk.xcodeproj/project.pbxproj", "")
        try scratch.write("Apps/Kiosk/Kiosk/Root.swift", "struct Root {}\n")
        try scratch.write("Modules/Core/Package.swift", "// swift-tools-version:5.9\n")
        try scratch.write("Modules/Core/Sources/Core/Clock.swift", "struct Clock {}\n")
        try scratch.write(".hidden/Hidden.xcworkspace/contents.xcworkspacedata", "")
        let linter = Linter()
        for root in [scratch.root.path, scratch.path("Apps"), scratch.path("Apps/Kiosk/Kiosk")] {
            let input = try linter.read(paths: [root])
            let paths = input.files.map(\.path)
            let reread = Visibility.packageFolders(paths)
            let noted = Visibility.packageFolders(paths, listed: input.listedFolders)
            #expect(noted.folders == reread.folders && noted.apps == reread.apps, "linting \(root)")
        }
        let whole = try linter.read(paths: [scratch.root.path])
        #expect(Visibility.packageFolders(whole.files.map(\.path), listed: whole.listedFolders).apps == [scratch.path("Apps/Shop"), scratch.path("Apps/Kiosk")])
    }

    @Test func aDamagedCacheIsIgnoredAndReplaced() throws {
        try scratch.write("Sources/App/Receipt.swift", receiptSource)
        try scratch.write("Sources/App/Checkout.swift", checkoutSource)
        let linter = Linter()
        let folder = scratch.path("cache")
        let cacheFile = scratch.path("cache/\(FactsCache.fileName)")
        func lint(_ cache: FactsCache) throws -> [Finding] {
            linter.lint(try linter.read(paths: [scratch.path("Sources")]), cache: cache)
        }
        let first = FactsCache(folder: folder)
        let expected = try lint(first)
        try first.save()
        let whole = try Data(contentsOf: URL(fileURLWithPath: cacheFile))
        for damaged in [whole.prefix(whole.count / 2), Data("not a cache".utf8), Data(whole.map { $0 ^ 0x5A })] {
            try damaged.write(to: URL(fileURLWithPath: cacheFile))
            let cache = FactsCache(folder: folder)
            #expect(try lint(cache) == expected)
            #expect(cache.parsedCount == 2)
            try cache.save()
            let repaired = FactsCache(folder: folder)
            #expect(try lint(repaired) == expected)
            #expect(repaired.parsedCount == 0)
        }
    }

    /// A run killed while saving leaves its temporary file; the next save removes it, and never one of a
    /// run still going.
    @Test func aSaveRemovesWhatKilledRunsLeft() throws {
        try scratch.write("Sources/App/Receipt.swift", receiptSource)
        let folder = scratch.path("cache")
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/sh")
        ended.arguments = ["-c", "exit 0"]
        try ended.run()
        ended.waitUntilExit()
        let abandoned = "\(FactsCache.fileName).\(ended.processIdentifier).7.tmp", running = "\(FactsCache.fileName).\(getpid()).8.tmp"
        try scratch.write("cache/\(abandoned)", "half")
        try scratch.write("cache/\(running)", "half")
        let linter = Linter()
        let cache = FactsCache(folder: folder)
        _ = linter.lint(try linter.read(paths: [scratch.path("Sources")]), cache: cache)
        try cache.save()
        let left = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(!left.contains(abandoned) && left.contains(running) && left.contains(FactsCache.fileName), "\(left)")
    }

    @Test func theCacheIsTheUsersAloneAndNeverWrittenThroughALink() throws {
        try scratch.write("Sources/App/Receipt.swift", receiptSource)
        let linter = Linter()
        let folder = scratch.path("cache")
        let cacheFile = scratch.path("cache/\(FactsCache.fileName)")
        func lint(_ cache: FactsCache) throws {
            _ = linter.lint(try linter.read(paths: [scratch.path("Sources")]), cache: cache)
        }
        let manager = FileManager.default
        let first = FactsCache(folder: folder)
        try lint(first)
        try first.save()
        #expect(try manager.attributesOfItem(atPath: folder)[.posixPermissions] as? Int == 0o700)
        #expect(try manager.attributesOfItem(atPath: cacheFile)[.posixPermissions] as? Int == 0o600)

        // A cache others can write is not trusted: its facts could hide findings.
        try manager.setAttributes([.posixPermissions: 0o666], ofItemAtPath: cacheFile)
        let shared = FactsCache(folder: folder)
        try lint(shared)
        #expect(shared.parsedCount == 1)

        // A link where the cache goes is replaced, and what it points to is left as it was.
        try scratch.write("victim.txt", "keep me\n")
        try manager.removeItem(atPath: cacheFile)
        try manager.createSymbolicLink(atPath: cacheFile, withDestinationPath: scratch.path("victim.txt"))
        let linked = FactsCache(folder: folder)
        try lint(linked)
        #expect(linked.parsedCount == 1)
        try linked.save()
        #expect(try String(contentsOfFile: scratch.path("victim.txt"), encoding: .utf8) == "keep me\n")
        #expect((try? manager.destinationOfSymbolicLink(atPath: cacheFile)) == nil)
        #expect(try manager.contentsOfDirectory(atPath: folder) == [FactsCache.fileName], "no temporary file is left")
    }
}
