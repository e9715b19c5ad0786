import CPDILint
import Foundation
import Testing

/// Runs `body` with `path` as the process's current folder, one test at a time: tests run in parallel,
/// and the current folder is the whole process's.
func inCurrentFolder<T>(_ path: String, _ body: () throws -> T) rethrows -> T {
    currentFolderLock.lock()
    defer { currentFolderLock.unlock() }
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    return try body()
}

private let currentFolderLock = NSLock()

/// A temporary folder with files in it, deleted when the test ends.
final class Scratch {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("cpdi-lint-adoption-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }
}

/// A child with its own typealias, and a parent that creates it without forwarding it: one
/// `missing-forwarding` finding in `Checkout.swift` that only a cross-file index sees.
let receiptSource = "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> {\n    let dependencies: Dependencies\n}\n"
let checkoutSource = "typealias CheckoutDependencies = LoggingDependency\nstruct Checkout<Dependencies: CheckoutDependencies> {\n    let dependencies: Dependencies\n    func finish() { Receipt(dependencies: dependencies).print() }\n}\n"

@Suite struct BaselineTests {
    /// A finding in `/repo/PATH`, as a linter run from `/repo` reports it.
    func finding(_ path: String, _ line: Int, _ rule: String = "missing-forwarding", _ message: String = "add `& BDependencies`") -> Finding {
        Finding(path: path.hasPrefix("/") ? path : "/repo/" + path, line: line, column: 5, severity: .error, ruleID: rule, message: message)
    }

    @Test func reportsOnlyNewFindingsWhateverTheirLines() {
        let baseline = Baseline(findings: [finding("A.swift", 3), finding("B.swift", 7, "dependencies-first", "pass it first")], root: "/repo")
        let moved = [finding("/repo/A.swift", 30), finding("B.swift", 1, "dependencies-first", "pass it first")]
        #expect(baseline.newFindings(moved, root: "/repo").isEmpty, "lines moved, nothing new")
        let new = finding("A.swift", 40, "missing-forwarding", "add `& CDependencies`")
        #expect(baseline.newFindings(moved + [new], root: "/repo") == [new])
        #expect(baseline.newFindings([finding("C.swift", 3)], root: "/repo").count == 1, "same rule and message in another file is new")
    }

    @Test func ignoresLineNumbersCitedInMessages() {
        let message = { (line: Int) in "'Checkout' creates 'Receipt', but 'CheckoutDependencies' (Sources/App/Checkout.swift:\(line)) does not name 'ReceiptDependencies'" }
        let baseline = Baseline(findings: [finding("Sources/App/Checkout.swift", 9, "missing-forwarding", message(2))], root: "/repo")
        #expect(baseline.newFindings([finding("Sources/App/Checkout.swift", 19, "missing-forwarding", message(12))], root: "/repo").isEmpty)
        #expect(baseline.json.contains("(Sources/App/Checkout.swift) does not name"))
    }

    @Test func countsRepeatedFindings() {
        let baseline = Baseline(findings: [finding("A.swift", 3), finding("A.swift", 9)], root: "/repo")
        #expect(baseline.count == 2)
        let three = [finding("A.swift", 3), finding("A.swift", 9), finding("A.swift", 20)]
        #expect(baseline.newFindings(three, root: "/repo") == [finding("A.swift", 20)])
        #expect(baseline.newFindings(Array(three.prefix(1)), root: "/repo").isEmpty)
    }

    @Test func writesStableSortedJSONThatReadsBack() throws {
        let findings = [finding("B.swift", 1), finding("A.swift", 2, "unused-dependency", "\"quoted\"\nmessage"), finding("A.swift", 1)]
        let baseline = Baseline(findings: findings, root: "/repo")
        let json = baseline.json
        #expect(json == Baseline(findings: findings.reversed(), root: "/repo").json, "order of findings does not matter")
        #expect(json.range(of: "\"A.swift\"")!.lowerBound < json.range(of: "\"B.swift\"")!.lowerBound)
        #expect(json.range(of: "missing-forwarding")!.lowerBound < json.range(of: "unused-dependency")!.lowerBound)
        #expect(try Baseline(json: Data(json.utf8), from: "b.json") == baseline)
        #expect(json.hasPrefix("{\n  \"version\": 1,\n  \"findings\": [\n"))
    }

    @Test func dropsStaleEntriesWhenRewritten() {
        let old = Baseline(findings: [finding("A.swift", 3), finding("Gone.swift", 1)], root: "/repo")
        let today = [finding("A.swift", 3)]
        #expect(old.newFindings(today, root: "/repo").isEmpty)
        let rewritten = Baseline(findings: today, root: "/repo")
        #expect(rewritten.count == 1)
        #expect(!rewritten.json.contains("Gone.swift"))
    }

    @Test func rejectsMalformedBaselines() {
        for (text, message) in [
            ("{\"version\": 1, \"findings\": [}", "b.json:1:29: not valid JSON: expected a value."),
            ("[]", "b.json is not a cpdi-lint baseline: expected {\"version\": 1, \"findings\": [...]}; write one with --write-baseline."),
            ("{\"version\": 1, \"findings\": [{\"file\": \"A.swift\"}]}", "b.json: finding 1 needs \"file\", \"rule\", \"message\" strings and a positive \"count\"."),
        ] {
            do {
                _ = try Baseline(json: Data(text.utf8), from: "b.json")
                Issue.record("accepted \(text)")
            } catch {
                #expect(error.description == message)
            }
        }
    }
}

@Suite struct ConfigurationDiscoveryTests {
    @Test func findsTheNearestConfigurationWalkingUpFromASubfolder() throws {
        let scratch = try Scratch()
        try scratch.write("outside/.cpdi-lint.json", "{\"rules\": {\"no-such-rule\": \"off\"}}") // above the repository: never read
        try scratch.write("outside/repo/.git/HEAD", "ref: refs/heads/main\n")
        try scratch.write("outside/repo/.cpdi-lint.json", "{\"exclude\": [\"Sources/App/Generated\"]}")
        try scratch.write("outside/repo/Sources/App/Generated/G.swift", "public typealias GDependencies = X\n")
        try scratch.write("outside/repo/Sources/App/A.swift", "public typealias ADependencies = X; struct A<Dependencies: ADependencies> { let x: Int; let dependencies: Dependencies }\n")
        try scratch.write("outside/repo/Modules/Nested/.cpdi-lint.json", "{\"rules\": {\"public-typealias\": \"off\"}}")
        try scratch.write("outside/repo/Modules/Nested/N.swift", "public typealias NDependencies = X\n")

        let fromSubfolder = try Configuration.discover(for: scratch.path("outside/repo/Sources/App"))
        #expect(fromSubfolder.root == scratch.path("outside/repo"))
        #expect(fromSubfolder.excludes == ["Sources/App/Generated"])
        #expect(try Configuration.discover(for: scratch.path("outside/repo/Sources/App/A.swift")).root == scratch.path("outside/repo"))
        #expect(try Configuration.discover(for: scratch.path("outside/repo/Modules/Nested")).root == scratch.path("outside/repo/Modules/Nested"), "nearest wins")

        // The exclude is relative to the configuration's folder, so it holds for an absolute path too.
        let linter = Linter(configurations: [fromSubfolder])
        #expect(try linter.lint(paths: [scratch.path("outside/repo/Sources/App")]).filter { $0.ruleID == "public-typealias" }.map(\.path) == [scratch.path("outside/repo/Sources/App/A.swift")])
        let nested = Linter(configurations: [fromSubfolder, try Configuration.discover(for: scratch.path("outside/repo/Modules/Nested"))])
        let findings = try nested.lint(paths: [scratch.path("outside/repo/Sources"), scratch.path("outside/repo/Modules")]).filter { $0.ruleID == "public-typealias" }
        #expect(findings.map(\.path) == [scratch.path("outside/repo/Sources/App/A.swift")], "the nested configuration turns public-typealias off for its files only")
    }

    @Test func withoutAConfigurationTheRootIsTheRepository() throws {
        let scratch = try Scratch()
        try scratch.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        try scratch.write("repo/Sources/App/A.swift", "let a = 1\n")
        let found = try Configuration.discover(for: scratch.path("repo/Sources/App/A.swift"))
        #expect(found.root == scratch.path("repo"))
        #expect(found.file == nil)
    }

    @Test func namesTheLineAndColumnOfAJSONError() {
        let cases = [
            ("{\n  \"exclude\": [\"A\" \"B\"]\n}", ".cpdi-lint.json:2:19: not valid JSON: expected ',' or ']'."),
            ("{\n  \"rules\": {\"missing-forwarding\" \"off\"}\n}", ".cpdi-lint.json:2:34: not valid JSON: expected ':' after the key."),
            ("{\"exclude\": [\"A\"]", ".cpdi-lint.json:1:18: not valid JSON: expected ',' or '}'."),
        ]
        for (json, message) in cases {
            do {
                _ = try Configuration(json: Data(json.utf8), from: ".cpdi-lint.json")
                Issue.record("accepted \(json)")
            } catch {
                #expect(error.description == message)
            }
        }
    }

    @Test func mapsGlobsToModules() throws {
        let scratch = try Scratch()
        try scratch.write(".cpdi-lint.json", "{\"modules\": {\"App/Map/**\": \"MapFeature\", \"App/**\": \"CoffeeShops\"}, \"rules\": {\"feature-imports\": \"on\"}}")
        try scratch.write("App/Map/MapCommands.swift", "import DetailsFeature\n")
        try scratch.write("App/AppCommands.swift", "import DetailsFeature\n")
        let configuration = try Configuration.discover(for: scratch.path("App"))
        let linter = Linter(configurations: [configuration])
        #expect(linter.module(of: scratch.path("App/Map/MapCommands.swift")) == "MapFeature", "the longest matching glob wins")
        #expect(linter.module(of: scratch.path("App/AppCommands.swift")) == "CoffeeShops")
        #expect(linter.module(of: scratch.path("Elsewhere/Sources/Kit/K.swift")) == "Kit", "unmapped files keep the SwiftPM layout")
        #expect(Linter().module(of: "App/Map/MapCommands.swift") == "Map")
        let findings = try linter.lint(paths: [scratch.path("App")])
        #expect(findings.map(\.ruleID) == ["feature-imports"])
        #expect(findings.first?.path == scratch.path("App/Map/MapCommands.swift"))
        #expect(throws: LintError.self) { try Configuration(json: Data("{\"modules\": [\"App\"]}".utf8), from: "c.json") }
    }
}

@Suite struct SubsetTests {
    @Test func readsTheWholeProjectButReportsOnlyTheGivenFiles() throws {
        let scratch = try Scratch()
        try scratch.write("Sources/App/Receipt.swift", receiptSource)
        try scratch.write("Sources/App/Checkout.swift", checkoutSource)
        try scratch.write("Sources/App/Other.swift", "public typealias OtherDependencies = X\n")
        let linter = Linter()
        let alone = try linter.lint(paths: [scratch.path("Sources/App/Checkout.swift")])
        #expect(alone.isEmpty, "alone, the file cannot see Receipt's typealias")
        let inContext = try linter.lint(paths: [scratch.path("Sources/App/Checkout.swift")], context: [scratch.path("Sources")])
        #expect(inContext.map(\.ruleID) == ["missing-forwarding"])
        #expect(inContext.map(\.path) == [scratch.path("Sources/App/Checkout.swift")])
        let everything = try linter.lint(paths: [scratch.path("Sources")])
        #expect(Set(everything.map(\.path)) == [scratch.path("Sources/App/Checkout.swift"), scratch.path("Sources/App/Other.swift")], "the whole folder also reports Other.swift")
    }

    @Test func saysWhichPathsHaveNoSwiftFiles() throws {
        let scratch = try Scratch()
        try scratch.write("Docs/README.md", "# docs\n")
        try scratch.write("Sources/A.swift", "let a = 1\n")
        var empty: [String] = []
        _ = try Linter().lint(paths: [scratch.path("Docs"), scratch.path("Sources")], context: [], emptyPaths: { empty.append($0) })
        #expect(empty == [scratch.path("Docs")])
    }
}

@Suite struct SuppressionWarningTests {
    func lint(_ code: String, configuration: Configuration = Configuration()) -> [Finding] {
        Linter(configuration: configuration).lint(sources: [("A.swift", Array(code.utf8))]).filter { $0.ruleID != "typealias-name" }
    }

    let unforwarded = "typealias ADependencies = X; struct A<Dependencies: ADependencies> { let x: Int; let dependencies: Dependencies }\nlet a = A(x: 1, dependencies: dependencies)\n"

    @Test func aCallFollowsADeclarationOutsideTheLintedFiles() {
        // `init(order:dependencies:)` is in a generated file that is excluded: the call cannot change alone.
        let call = "typealias TicketDependencies = LoggingDependency\nstruct Ticket<Dependencies: TicketDependencies> { let dependencies: Dependencies }\nlet ticket = Ticket(order: 1, dependencies: dependencies)\n"
        #expect(lint(call).filter { $0.ruleID == "dependencies-first" }.isEmpty)
        let declared = call + "extension Ticket { init(order: Int, dependencies: Dependencies) { self.init(dependencies: dependencies) } }\n"
        #expect(lint(declared).filter { $0.ruleID == "dependencies-first" }.map(\.line) == [3, 4], "once declared, the call changes with it")
    }

    @Test func warnsAboutAMisspelledDirective() throws {
        let findings = lint("// cpdi-lint:disable-nextline dependencies-first\n" + unforwarded)
        #expect(findings.map(\.ruleID).sorted() == ["dependencies-first", "invalid-suppression"])
        let invalid = try #require(findings.first { $0.ruleID == "invalid-suppression" })
        #expect(invalid.line == 1 && invalid.column == 14 && invalid.severity == .warning)
        #expect(invalid.message.contains("'cpdi-lint:disable-nextline' is not a directive"))
    }

    @Test func warnsAboutADisableNeverEnabled() {
        let findings = lint("// cpdi-lint:disable dependencies-first\n" + unforwarded)
        #expect(findings.map(\.ruleID) == ["unclosed-suppression"])
        #expect(lint("// cpdi-lint:disable dependencies-first\n" + unforwarded + "// cpdi-lint:enable dependencies-first\n").isEmpty)
    }

    @Test func warnsAboutASuppressionThatSilencesNothing() throws {
        let findings = lint("// cpdi-lint:disable-next-line missing-forwarding - the child is created lazily\nlet x = 1\n")
        let unused = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(unused.ruleID == "unused-suppression" && unused.line == 1 && unused.column == 32)
        var off = Configuration()
        off.severities["missing-forwarding"] = .some(nil)
        #expect(lint("// cpdi-lint:disable-next-line missing-forwarding\nlet x = 1\n", configuration: off).isEmpty, "a rule turned off has nothing to silence")
        var quiet = Configuration()
        quiet.severities["unused-suppression"] = .some(nil)
        #expect(lint("// cpdi-lint:disable-next-line missing-forwarding\nlet x = 1\n", configuration: quiet).isEmpty)
    }

    @Test func disablesThisLine() {
        #expect(lint("typealias ADependencies = X; struct A<Dependencies: ADependencies> { let x: Int; let dependencies: Dependencies }\nlet a = A(x: 1, dependencies: dependencies) // cpdi-lint:disable-this-line dependencies-first - legacy\n").isEmpty)
        #expect(lint("typealias ADependencies = X; struct A<Dependencies: ADependencies> { let x: Int; let dependencies: Dependencies }\n// cpdi-lint:disable-this-line dependencies-first\nlet a = A(x: 1, dependencies: dependencies)\n").map(\.ruleID).sorted() == ["dependencies-first", "unused-suppression"])
    }

    @Test func parsesAReasonWrittenWithoutADash() {
        #expect(lint("typealias ADependencies = X; struct A<Dependencies: ADependencies> { let x: Int; let dependencies: Dependencies }\n// cpdi-lint:disable-next-line dependencies-first legacy call site, fixed in #12\nlet a = A(x: 1, dependencies: dependencies)\n").isEmpty,
                "no word of the reason is read as a rule")
        #expect(lint("typealias ADependencies = X; struct A<Dependencies: ADependencies> { let x: Int; let dependencies: Dependencies }\n// cpdi-lint:disable-next-line dependencies-first, public-typealias legacy call site\nlet a = A(x: 1, dependencies: dependencies)\n").map(\.ruleID) == ["unused-suppression"],
                "public-typealias silences nothing; no word of the reason is reported as an unknown rule")
    }
}

@Suite struct SARIFBaseTests {
    @Test func usesSourceRootRelativePercentEncodedURIsAndUTF16Columns() throws {
        let scratch = try Scratch()
        // "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "𝒳" is 4 UTF-8 bytes and 2 UTF-16 units.
        try scratch.write("My Folder/Ä.swift", "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> { let order: Int; let dependencies: Dependencies }\nlet é𝒳 = 1; let receipt = Receipt(order: order, dependencies: dependencies)\n")
        let findings = try Linter().lint(paths: [scratch.path("My Folder")]).filter { $0.ruleID == "dependencies-first" }
        let finding = try #require(findings.first)
        #expect(finding.line == 3 && finding.column == 53, "UTF-8 column")
        let text = Reporter.sarif.report(findings, options: ReportOptions(root: scratch.root.path))
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let base = try #require((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])
        #expect(base["uri"] as? String == "file://" + scratch.root.path + "/")
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let physical = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "My%20Folder/%C3%84.swift")
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        #expect((physical["region"] as? [String: Any])?["startColumn"] as? Int == 50, "53 UTF-8 bytes in, less 1 for é and 2 for 𝒳")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == CPDILintVersion.current)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.allSatisfy { (($0["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false })

        // A file outside the root gets an absolute file URI and no base id.
        let outside = Reporter.sarif.report(findings, options: ReportOptions(root: scratch.path("Elsewhere")))
        #expect(outside.contains("\"uri\": \"file://\(SARIFPath.encode(scratch.root.path))/My%20Folder/%C3%84.swift\""))
        #expect(!outside.contains("\"uriBaseId\""))
    }
}

/// Percent-encodes a path the way the SARIF reporter does, for expected values.
enum SARIFPath {
    static func encode(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")) ?? path
    }
}

@Suite struct ModuleAwareGraphTests {
    @Test func neverMergesSameNamedTypealiasesOfDifferentModules() throws {
        let sources: [(path: String, bytes: [UInt8])] = [
            ("Sources/Cafe/Receipt.swift", Array("typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> {}\n".utf8)),
            ("Sources/Cafe/Checkout.swift", Array("typealias CheckoutDependencies = LoggingDependency & ReceiptDependencies\nstruct Checkout<Dependencies: CheckoutDependencies> {}\n".utf8)),
            ("Sources/Shop/Receipt.swift", Array("typealias ReceiptDependencies = EmailDependency\nstruct Receipt<Dependencies: ReceiptDependencies> {}\n".utf8)),
        ]
        let scratch = try Scratch()
        for source in sources { try scratch.write(source.path, String(decoding: source.bytes, as: UTF8.self)) }
        let graph = try inCurrentFolder(scratch.root.path) { try Linter().graph(paths: ["Sources"]) }
        #expect(Set(graph.nodes.map(\.id)) == ["Cafe.ReceiptDependencies", "CheckoutDependencies", "Shop.ReceiptDependencies"])
        let checkout = try #require(graph.nodes.first { $0.id == "CheckoutDependencies" })
        #expect(checkout.forwards == ["Cafe.ReceiptDependencies"], "resolved in its own module")
        #expect(checkout.needs == ["LoggingDependency", "PrintingDependency"], "not Shop's EmailDependency")
        #expect(try graph.paths(to: "EmailDependency", from: "Checkout").isEmpty)
        #expect(try graph.paths(to: "PrintingDependency", from: "Checkout").map { $0.map(\.id) } == [["CheckoutDependencies", "Cafe.ReceiptDependencies"]])
        #expect(try graph.filtered(root: "Receipt", module: "Shop").nodes.map(\.id) == ["Shop.ReceiptDependencies"])
    }
}
