import Foundation
import SwiftParser
import SwiftSyntax

/// `cpdi-lint new`: writes a feature or a dependency in the CPDI shape, as plain source the team owns,
/// that builds, tests, runs and lints clean at once. Everything is planned first and written last, so
/// a refusal writes nothing.
public struct Scaffold {
    /// A file to create, relative to the package, and its contents.
    public struct File: Equatable, Sendable {
        /// The path relative to the package.
        public let path: String
        /// Its text.
        public let contents: String
    }

    /// What `new` will write: new files, and the package manifest's new text when it changes.
    public struct Plan: Sendable {
        /// Files that do not exist yet.
        public let files: [File]
        /// `Package.swift`'s new text, or `nil` when it is left alone.
        public let manifest: String?
        /// `Package.swift`'s text when the plan was made: it is written only if it still is.
        var manifestBefore: String? = nil
    }

    /// Where a package keeps its modules, apps and tests: what `.cpdi-lint.json`'s `"layout"` says, else
    /// `Modules/`, `Apps/` and `Tests/` when those folders exist (this repository's layout), else
    /// SwiftPM's `Sources/` and `Tests/`.
    struct Layout {
        let modules: String
        let apps: String
        let tests: String

        /// Whether target paths must be written in the manifest (they are not SwiftPM's defaults).
        var needsPaths: Bool { modules != "Sources" || apps != "Sources" || tests != "Tests" }

        init(package: URL, configured: [String: String]) {
            let manager = FileManager.default
            let hasModules = manager.fileExists(atPath: package.appendingPathComponent("Modules").path)
            modules = configured["modules"] ?? (hasModules ? "Modules" : "Sources")
            let hasApps = manager.fileExists(atPath: package.appendingPathComponent("Apps").path)
            apps = configured["apps"] ?? (configured["modules"] == nil && hasModules && hasApps ? "Apps" : modules)
            tests = configured["tests"] ?? "Tests"
        }
    }

    let package: URL
    let layout: Layout

    /// A scaffold for the package at `package`; refuses a folder without `Package.swift`.
    public init(package: URL) throws(LintError) {
        guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
            throw LintError("\(Paths.shown(package.path)) is not a Swift package (no Package.swift); run `cpdi-lint new` at a package's root or pass --package PATH.")
        }
        self.package = package
        layout = Layout(package: package, configured: try Configuration.discover(for: package.path).layout)
    }

    // MARK: Features

    /// `NAMEFeature`: its public typealias and entry point, a first internal type with its own
    /// typealias, a dependency protocol the feature needs, a test composing it with a stub root, a
    /// dev app with a root of its own, and the three targets in the manifest.
    public func feature(_ name: String) throws(LintError) -> Plan {
        try Self.checkIdentifier(name)
        let feature = "\(name)Feature", screen = "\(name)Screen", devApp = "\(name)DevApp", tests = "\(feature)Tests"
        let property = Self.lowerCamel(name) + "Title"
        for folder in ["\(layout.modules)/\(feature)", "\(layout.apps)/\(devApp)", "\(layout.tests)/\(tests)"] {
            try refuseExisting(folder)
        }
        let manifest = try manifestText()
        let declared = ManifestTargets(manifest)
        for target in [feature, devApp, tests] where declared.mentions(target) {
            throw LintError("Package.swift already has a target named '\(target)'; choose another name.")
        }
        if let inside = enclosingTarget(of: ["\(layout.modules)/\(feature)", "\(layout.apps)/\(devApp)", "\(layout.tests)/\(tests)"], in: declared) {
            throw LintError("\(inside.folder) would be inside the target '\(inside.target)' (\(inside.targetFolder)), which compiles every Swift file below its folder, so '\(inside.target)' would stop building; set \"layout\" in \(Configuration.fileName) to folders outside every target's.")
        }
        try refuseDeclared([feature, screen, devApp, "\(name)TitleDependency"])
        let files = [
            File(path: "\(layout.modules)/\(feature)/\(feature).swift", contents: """
                /// What the app must provide to run the \(name) feature: the typealiases of what it creates,
                /// forwarded as the rulebook's entry point forwards them (and so public).
                /// `cpdi-lint --fix` adds what a new type needs.
                public typealias \(feature)Dependencies = \(screen)Dependencies // Required by \(screen)

                /// The \(name) feature's one entry point: the app creates it with its dependencies.
                public struct \(feature)<Dependencies: \(feature)Dependencies> {
                    let dependencies: Dependencies

                    /// Creates the feature with the app's `dependencies`.
                    public init(dependencies: Dependencies) {
                        self.dependencies = dependencies
                    }

                    /// Starts the feature and returns what its first screen shows.
                    public func start() -> String {
                        \(screen)(dependencies: dependencies).render()
                    }
                }

                """),
            File(path: "\(layout.modules)/\(feature)/\(screen).swift", contents: """
                /// Vends the title the \(name) feature shows first; the app decides it.
                public protocol \(name)TitleDependency {
                    /// The heading of the feature's first screen.
                    var \(property): String { get }
                }

                /// What the first screen uses and creates; public because the feature's entry point forwards it.
                public typealias \(screen)Dependencies = \(name)TitleDependency

                /// The feature's first screen. Add each dependency it uses to its typealias above, and
                /// each type it creates with its dependencies gets forwarded by `cpdi-lint --fix`.
                struct \(screen)<Dependencies: \(screen)Dependencies> {
                    let dependencies: Dependencies

                    func render() -> String {
                        dependencies.\(property)
                    }
                }

                """),
            File(path: "\(layout.tests)/\(tests)/\(tests).swift", contents: """
                import \(feature)
                import Testing

                /// The feature composed with a stub root, the way the app composes it with its own.
                @Suite struct \(tests) {
                    struct StubDependencies: \(feature)Dependencies {
                        let \(property) = "Stub title"
                    }

                    @Test func startsOnItsFirstScreen() {
                        #expect(\(feature)(dependencies: StubDependencies()).start() == "Stub title")
                    }
                }

                """),
            File(path: "\(layout.apps)/\(devApp)/\(devApp).swift", contents: """
                import \(feature)

                /// Launches straight into the \(name) feature on stub data.
                @main
                struct \(devApp) {
                    static func main() {
                        if CommandLine.arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
                            print("Usage: \(devApp)\\nRuns the \(name) feature on stub data.")
                            return
                        }
                        print(\(feature)(dependencies: \(devApp)Dependencies()).start())
                    }
                }

                /// The dev app's composition root: a stub for everything the feature needs.
                struct \(devApp)Dependencies: \(feature)Dependencies {
                    let \(property) = "\(name), on stub data"
                }

                """),
        ]
        let path = { (folder: String, target: String) in layout.needsPaths ? ", path: \"\(folder)/\(target)\"" : "" }
        // The build-tool plugin its sibling targets use, when they use it: written as they write it.
        let plugins = Self.lintPluginClause(in: manifest).map { ", " + $0 } ?? ""
        let targets = [
            ".target(name: \"\(feature)\"\(path(layout.modules, feature))\(plugins))",
            ".testTarget(name: \"\(tests)\", dependencies: [\"\(feature)\"]\(path(layout.tests, tests))\(plugins))",
            ".executableTarget(name: \"\(devApp)\", dependencies: [\"\(feature)\"]\(path(layout.apps, devApp))\(plugins))",
        ]
        return Plan(files: files, manifest: try Self.adding(targets, to: manifest), manifestBefore: manifest)
    }

    /// The first `plugins: [ … ]` argument in `manifest` that names cpdi-lint's build-tool plugin, on
    /// one line, or `nil`.
    static func lintPluginClause(in manifest: String) -> String? {
        guard let regex = try? Regex(#"plugins:\s*\[[^\]\n]*CPDILintBuildToolPlugin[^\]\n]*\]"#), let match = manifest.firstMatch(of: regex) else { return nil }
        return String(manifest[match.range])
    }

    // MARK: Dependencies

    /// `protocol NAME` and `NAMEDependency` in `module`, and an in-memory stub in `moduleStubs` when
    /// that module exists.
    public func dependency(_ name: String, module: String) throws(LintError) -> Plan {
        try Self.checkIdentifier(name)
        try Self.checkIdentifier(module)
        let manifest = ManifestTargets((try? manifestText()) ?? "")
        guard let folder = moduleFolder(module, in: manifest) else {
            let places = (layout.modules == "Sources" ? [] : ["\(layout.modules)/\(module)"]) + ["Sources/\(module)", "a `path:` in Package.swift"]
            throw LintError("There is no module folder for '\(module)' (\(places.joined(separator: ", "))); pass --module with an existing module.")
        }
        // `PaymentGatewayDependency` is written for `PaymentGateway`: a name that is already one reads as a
        // dependency protocol or typealias, which its own lint then rejects.
        if name.hasSuffix("Dependency") || name.hasSuffix("Dependencies") {
            throw LintError("'\(name)' ends as a dependency protocol or typealias is named; name the service itself (for 'PaymentGatewayDependency', 'PaymentGateway'), and cpdi-lint new writes its '…Dependency' protocol.")
        }
        // A protocol named as a module hides that module wherever both are seen: `Core.Thing` would stop compiling.
        if name == module || manifest.targets.contains(where: { $0.name == name }) {
            throw LintError("'\(name)' names a module of the package, and a protocol of that name would hide it wherever both are imported (`\(name).Type` would stop compiling); choose another name.")
        }
        let path = "\(folder)/\(name).swift"
        try Self.checkCompiles(name, property: Self.lowerCamel(name))
        try refuseExisting(path)
        try refuseExisting("\(folder)/\(name)Dependency.swift")
        try refuseDeclared([name, "\(name)Dependency", "InMemory\(name)"])
        var files = [
            File(path: path, contents: """
                /// \(name), as features see it: add the requirements they call.
                public protocol \(name): AnyObject {}

                /// Vends the app's \(name).
                public protocol \(name)Dependency {
                    /// The \(name).
                    var \(Self.lowerCamel(name)): any \(name) { get }
                }

                """),
        ]
        if let stubs = moduleFolder("\(module)Stubs", in: manifest) {
            let stub = "\(stubs)/InMemory\(name).swift"
            try refuseExisting(stub)
            files.append(File(path: stub, contents: """
                import \(module)

                /// An in-memory \(name) for tests and dev apps.
                public final class InMemory\(name): \(name) {
                    /// Creates it.
                    public init() {}
                }

                """))
        }
        return Plan(files: files, manifest: nil)
    }

    // MARK: Checks and names

    private func refuseExisting(_ path: String) throws(LintError) {
        if FileManager.default.fileExists(atPath: package.appendingPathComponent(path).path) {
            throw LintError("\(Paths.shown(path)) already exists; choose another name.")
        }
    }

    /// `Package.swift`'s text, byte for byte (a byte order mark and CRLF line breaks included). A package
    /// with version-specific manifests (`Package@swift-6.0.swift`) is refused: which one SwiftPM reads
    /// depends on the toolchain, and editing one of them would add targets that another ignores.
    private func manifestText() throws(LintError) -> String {
        let versioned = ((try? FileManager.default.contentsOfDirectory(atPath: package.path)) ?? [])
            .filter { $0.hasPrefix("Package@swift") && $0.hasSuffix(".swift") }.sorted()
        if let first = versioned.first {
            throw LintError("The package has version-specific manifests (\(versioned.joined(separator: ", "))), and cpdi-lint new edits one manifest only; add the targets to each manifest yourself, starting with \(first).")
        }
        guard let data = FileManager.default.contents(atPath: package.appendingPathComponent("Package.swift").path) else {
            throw LintError("Cannot read Package.swift.")
        }
        // Read as text only when it is UTF-8: a byte decoded otherwise would be written back changed.
        guard String(data: data, encoding: .utf8) != nil else {
            throw LintError("Package.swift is not UTF-8 text, and cpdi-lint new edits only UTF-8; save it as UTF-8 and run cpdi-lint new again. Nothing was changed.")
        }
        // Decoded byte for byte, a byte order mark kept: what is written back must start as what was read.
        return String(decoding: data, as: UTF8.self)
    }

    /// A type name: a capital letter, then letters and digits (no keyword can be one).
    public static func checkIdentifier(_ name: String) throws(LintError) {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first, ("A"..."Z").contains(first),
              scalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) }),
              scalars.count <= 64
        else {
            // The name as typed, cut short, with everything but printable ASCII escaped: a line break or an
            // invisible character in it is shown, not obeyed (a name is only ever ASCII letters and digits).
            let shown = name.unicodeScalars.prefix(64).map { $0.value >= 0x20 && $0.value < 0x7F ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
                + (scalars.count > 64 ? "…" : "")
            let length = scalars.count > 64 ? " It has \(scalars.count) characters; use at most 64." : ""
            throw LintError("'\(shown)' is not a name cpdi-lint can use: start with a capital letter and use only letters and digits, like 'Favorites'.\(length)")
        }
    }

    /// `PaymentGateway` → `paymentGateway`, `URLSession` → `urlSession`.
    static func lowerCamel(_ name: String) -> String {
        let scalars = Array(name)
        var capitals = 0
        while capitals < scalars.count, scalars[capitals].isUppercase { capitals += 1 }
        let lowered = capitals > 1 && capitals < scalars.count ? capitals - 1 : max(capitals, 1)
        return String(scalars.prefix(lowered)).lowercased() + String(scalars.dropFirst(lowered))
    }

    /// The folder of the module `module`: where Package.swift's `path:` puts its target, else the layout's
    /// modules folder, else SwiftPM's `Sources`; `nil` when none of them exists, or the target is the
    /// package's top folder (`path: "."`), where no module file belongs on its own.
    func moduleFolder(_ module: String, in manifest: ManifestTargets) -> String? {
        let target = manifest.targets.first { $0.name == module }
        if let path = target?.path {
            guard let folder = Paths.targetFolder(path), !folder.isEmpty, isFolder(folder) else { return nil }
            return folder
        }
        return ["\(layout.modules)/\(module)", "Sources/\(module)"].first(where: isFolder)
    }

    private func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: package.appendingPathComponent(path).path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The first of `folders` that would lie inside an existing target's sources, with that target and its
    /// folder: SwiftPM gathers a target's sources from every folder below its own, so a module or dev app
    /// written there would be compiled into it (`.target(name: "Core", path: "Sources")` holds `Sources/AFeature`).
    func enclosingTarget(of folders: [String], in manifest: ManifestTargets) -> (folder: String, target: String, targetFolder: String)? {
        for folder in folders {
            for target in manifest.targets {
                // At its `path:` (the package's top folder for `.`), else at SwiftPM's place for it.
                let own: [String] = if let path = target.path {
                    Paths.targetFolder(path).map { [$0] } ?? []
                } else {
                    ["Sources/\(target.name)", "Tests/\(target.name)"]
                }
                if let inside = own.first(where: { $0.isEmpty || folder.hasPrefix($0 + "/") }) {
                    return (folder, target.name, inside.isEmpty ? "." : inside)
                }
            }
        }
        return nil
    }

    /// The manifest with `targets` appended to the `targets:` array of its `Package(…)` call, in the
    /// array's own indentation, keeping every other byte; refuses a manifest whose targets are not an
    /// array literal there.
    static func adding(_ targets: [String], to manifest: String) throws(LintError) -> String {
        let tree = Parser.parse(source: manifest)
        // A manifest that does not parse as it is gets no edit, and the blame is not the edit's.
        guard !tree.hasError else {
            let line = SourceLocationConverter(fileName: "Package.swift", tree: tree).location(for: AbsolutePosition(utf8Offset: FactCollector.firstSyntaxError(in: tree))).line
            throw LintError("Package.swift does not parse as it is (line \(line)); fix it, then run cpdi-lint new again. Nothing was changed.")
        }
        let finder = TargetsArrayFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard finder.packageCalls <= 1 else {
            throw LintError("Package.swift calls `Package(…)` \(finder.packageCalls) times (under `#if`, say), and cpdi-lint new will not edit one of them and not the others; add the targets yourself: \(targets.joined(separator: ", ")).")
        }
        guard let array = finder.array else {
            throw LintError("Package.swift has no `targets: [ … ]` array in its `Package(…)` call that cpdi-lint can edit safely; add the targets yourself: \(targets.joined(separator: ", ")).")
        }
        var bytes = Array(manifest.utf8)
        let close = array.rightSquare.positionAfterSkippingLeadingTrivia.utf8Offset
        let lastElement = array.elements.last
        // The indentation of the last element's line, else four spaces more than the closing bracket's.
        func indentation(at offset: Int) -> String {
            var start = offset
            while start > 0, !Fixer.isLineBreak(bytes[start - 1]) { start -= 1 }
            return String(decoding: bytes[start...].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        }
        let closingIndent = indentation(at: close)
        let indent = lastElement.map { indentation(at: $0.positionAfterSkippingLeadingTrivia.utf8Offset) } ?? closingIndent + "    "
        let lineBreak = Fixer.lineBreak(of: bytes)
        let text = targets.map { "\(indent)\($0),\(lineBreak)" }.joined()
        var lineStart = close
        while lineStart > 0, !Fixer.isLineBreak(bytes[lineStart - 1]) { lineStart -= 1 }
        let bracketOnItsOwnLine = bytes[lineStart..<close].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        if bracketOnItsOwnLine {
            bytes.insert(contentsOf: Array(text.utf8), at: lineStart)
        } else {
            bytes.insert(contentsOf: Array((lineBreak + text + closingIndent).utf8), at: close)
        }
        if let lastElement, lastElement.trailingComma == nil {
            bytes.insert(UInt8(ascii: ","), at: lastElement.expression.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        let edited = String(decoding: bytes, as: UTF8.self)
        guard !Parser.parse(source: edited).hasError else {
            throw LintError("Package.swift would not parse after adding the targets; add them yourself: \(targets.joined(separator: ", ")).")
        }
        return edited
    }
}

/// Finds the array literal passed as `targets:` to a `Package(…)` call.
private final class TargetsArrayFinder: SyntaxVisitor {
    var array: ArrayExprSyntax?
    /// How many `Package(…)` calls the manifest has, in every `#if` branch.
    var packageCalls = 0

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.calledExpression.trimmedDescription == "Package" else { return .visitChildren }
        packageCalls += 1
        if array == nil { array = node.arguments.first { $0.label?.text == "targets" }?.expression.as(ArrayExprSyntax.self) }
        return .skipChildren
    }
}

/// What a manifest's code says of its targets, read once: each target it declares (`.target`,
/// `.executableTarget`, `.testTarget`, `.macro`, `.plugin`, `.systemLibrary`, `.binaryTarget`) with its `path:`,
/// and every string literal (comments hold none), which a helper such as `module("…")` may name a target by.
struct ManifestTargets {
    private(set) var targets: [(name: String, path: String?)] = []
    private var literals: Set<String> = []
    private var testsHelperArguments: Set<String> = []

    init(_ manifest: String) {
        let reader = Reader(viewMode: .sourceAccurate)
        reader.walk(Parser.parse(source: manifest))
        (targets, literals, testsHelperArguments) = (reader.targets, reader.literals, reader.testsHelperArguments)
    }

    /// Whether the manifest may declare a target `name`: a string literal of its code (`name: "…"`, a helper
    /// such as `module("…")`), or `tests("…")` for a `…Tests` target. What its comments say (a target
    /// commented out, a note) declares nothing.
    func mentions(_ name: String) -> Bool {
        literals.contains(name) || name.hasSuffix("Tests") && testsHelperArguments.contains(String(name.dropLast(5)))
    }

    private final class Reader: SyntaxVisitor {
        static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget"]
        var targets: [(name: String, path: String?)] = []
        var literals: Set<String> = []
        var testsHelperArguments: Set<String> = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let kind = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, Self.targetKinds.contains(kind),
               let name = FactCollector.stringArgument("name", of: node) {
                targets.append((name, FactCollector.stringArgument("path", of: node)))
            }
            return .visitChildren
        }

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            let value = node.segments.map { $0.as(StringSegmentSyntax.self)?.content.text ?? "\u{0}" }.joined()
            literals.insert(value)
            if let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "tests" {
                testsHelperArguments.insert(value)
            }
            return .skipChildren
        }
    }
}
