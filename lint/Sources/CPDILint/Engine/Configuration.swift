import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `.cpdi-lint.json` says: paths to skip, per-rule severities and the module of each file.
///
/// ```json
/// {
///   "exclude": ["Tests/Fixtures/**"],
///   "rules": { "unused-dependency": "error", "shared-typealias": "off" },
///   "modules": { "App/**": "App", "Packages/Payments/Code/**": "Payments" }
/// }
/// ```
///
/// Globs are relative to ``root``, the folder the file is in, whatever the current folder is and
/// whether the linted paths are relative or absolute.
public struct Configuration: Sendable {
    /// The name cpdi-lint looks for, walking up from each linted path.
    public static let fileName = ".cpdi-lint.json"

    /// Glob patterns, relative to ``root``, of files and folders to skip.
    public var excludes: [String] = [] {
        didSet { excludeGlobs = excludes.map(Glob.init) }
    }
    /// A severity per rule id; `nil` turns the rule off.
    public var severities: [String: Severity?] = [:]
    /// Glob → module name, for layouts without `Sources/<Module>`; the longest matching glob wins.
    public var modules: [String: String] = [:] {
        didSet { moduleGlobs = Self.compile(modules) }
    }
    /// Name patterns of dependency protocols (`*` stands for one or more words, each starting with a
    /// capital letter): `LoggingDependency` and `HasClock` by default.
    public var dependencyProtocols: [String] = DependencyProtocolNames.defaultPatterns
    /// The baseline file to report against, absolute (given relative to the configuration's folder).
    public var baseline: String?
    /// Where `cpdi-lint new` writes modules, apps and tests (`"modules"`, `"apps"`, `"tests"`, folders
    /// relative to the package); empty means it looks at the package: `Modules/` and `Apps/` when they
    /// exist, else SwiftPM's `Sources/`.
    public var layout: [String: String] = [:]
    /// The absolute folder that globs are relative to: the configuration file's folder, else the
    /// repository root or the current folder.
    public var root: String
    /// The configuration file, when there is one.
    public var file: String?

    /// No excludes, default severities, globs relative to the current folder.
    public init() {
        root = Paths.absolute(".")
    }

    /// Reads and validates `data`; the error says what is wrong, and where for malformed JSON.
    /// Globs are relative to `path`'s folder.
    public init(json data: Data, from path: String) throws(LintError) {
        root = Paths.absolute(URL(fileURLWithPath: Paths.absolute(path)).deletingLastPathComponent().path)
        file = path
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            let (line, column, problem) = JSONLocation.error(in: data)
            throw LintError("\(Paths.shown(path)):\(line):\(column): not valid JSON: \(problem).")
        }
        guard let root = object as? [String: Any] else {
            throw LintError("\(Paths.shown(path)) is not a JSON object.")
        }
        let known = ["exclude", "rules", "modules", "dependencyProtocols", "baseline", "layout"]
        for key in root.keys.sorted() where !known.contains(key) {
            throw LintError("\(Paths.shown(path)): unknown key '\(Paths.shown(key))'; expected 'exclude', 'rules', 'modules', 'dependencyProtocols', 'baseline' and 'layout'.")
        }
        if let layout = root["layout"] {
            guard let map = layout as? [String: String], Set(map.keys).isSubset(of: ["modules", "apps", "tests"]),
                  map.values.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("/") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }),
                  // `new` writes them into Package.swift as string literals: plain folder names only.
                  map.values.allSatisfy({ $0.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || "/_- ".unicodeScalars.contains($0) } })
            else {
                throw LintError("\(Paths.shown(path)): 'layout' must map \"modules\", \"apps\" and \"tests\" to folders inside the package, none of them hidden (`.git`, `.build`) or above it (`..`), named with letters, digits, spaces, `-`, `_` and `/` only, e.g. {\"modules\": \"Sources\", \"apps\": \"Apps\"}.")
            }
            self.layout = map
        }
        if let baseline = root["baseline"] {
            guard let file = baseline as? String, !file.isEmpty else { throw LintError("\(Paths.shown(path)): 'baseline' must be the path of a baseline file, relative to \(Configuration.fileName)'s folder.") }
            self.baseline = file.hasPrefix("/") ? file : Paths.absolute((self.root as NSString).appendingPathComponent(file))
        }
        if let patterns = root["dependencyProtocols"] {
            guard let list = patterns as? [String], !list.isEmpty, list.allSatisfy(DependencyProtocolNames.isValidPattern) else {
                throw LintError("\(Paths.shown(path)): 'dependencyProtocols' must be a non-empty array of name patterns such as \"*Dependency\" or \"Has*\".")
            }
            dependencyProtocols = list
            setsDependencyProtocols = true
        }
        if let exclude = root["exclude"] {
            guard let patterns = exclude as? [String] else { throw LintError("\(Paths.shown(path)): 'exclude' must be an array of glob strings.") }
            excludes = patterns
            excludeGlobs = patterns.map(Glob.init)
        }
        if let modules = root["modules"] {
            // A module name is a Swift identifier: no spaces, line breaks or other characters a terminal acts on.
            guard let map = modules as? [String: String],
                  !map.values.contains(where: { $0.isEmpty || $0.unicodeScalars.contains { Paths.isUnsafeOnATerminal($0.value) || $0 == " " } })
            else {
                throw LintError("\(Paths.shown(path)): 'modules' must map globs to module names, e.g. {\"App/**\": \"App\"}.")
            }
            self.modules = map
            moduleGlobs = Self.compile(map)
        }
        if let rules = root["rules"] {
            guard let entries = rules as? [String: Any] else { throw LintError("\(Paths.shown(path)): 'rules' must map rule ids to \"on\", \"error\", \"warning\" or \"off\".") }
            for (id, value) in entries.sorted(by: { $0.key < $1.key }) {
                guard RuleRegistry.allIDs.contains(id) else {
                    let suggestion = RuleRegistry.closestID(to: id).map { " did you mean '\($0)'?" } ?? ""
                    throw LintError("\(Paths.shown(path)): unknown rule '\(Paths.shown(id))';\(suggestion) the rules are \(RuleRegistry.allIDs.joined(separator: ", ")).")
                }
                switch value as? String {
                case "on": severities[id] = .some(RuleRegistry.allDescriptions.first { $0.id == id }?.severity ?? .warning)
                case "error": severities[id] = .some(.error)
                case "warning": severities[id] = .some(.warning)
                case "off": severities[id] = .some(nil)
                default: throw LintError("\(Paths.shown(path)): rule '\(Paths.shown(id))' must be \"on\", \"error\", \"warning\" or \"off\".")
                }
            }
        }
    }

    /// Whether something is at `path` itself, a symbolic link to nothing included.
    static func isEntry(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The configuration file at `path`; a missing or unreadable file is an error.
    public static func load(_ path: String) throws(LintError) -> Configuration {
        guard FileManager.default.fileExists(atPath: path) else {
            // A link whose target is gone (a sparse checkout, a submodule not cloned) must not drop the rules.
            if isEntry(path) { throw LintError("The configuration \(Paths.shown(path)) is a symbolic link to nothing; restore what it points to, or remove it.") }
            throw LintError("No such configuration file: \(Paths.shown(path))")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw LintError("Cannot read \(Paths.shown(path))") }
        return try Configuration(json: data, from: path)
    }

    /// The nearest `.cpdi-lint.json`, walking up from `path` (a file or folder) to the repository
    /// root (the first folder with `.git`); without one, the defaults with ``root`` at the repository
    /// root, else at the project's folder (``projectRoot(for:)``), wherever the command is run from.
    public static func discover(for path: String) throws(LintError) -> Configuration {
        var folder = Paths.absolute(path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
            folder = (folder as NSString).deletingLastPathComponent
        }
        while true {
            let candidate = (folder as NSString).appendingPathComponent(fileName)
            if isEntry(candidate) {
                var found = try load(Paths.display(candidate))
                // A nested configuration builds on the one above it, up to the repository root.
                let parent = (folder as NSString).deletingLastPathComponent
                if !Paths.isRepositoryRoot(folder), parent != folder, !parent.isEmpty {
                    let above = try discover(for: parent)
                    if above.file != nil { found.inherit(from: above) }
                }
                return found
            }
            if Paths.isRepositoryRoot(folder) {
                var defaults = Configuration()
                defaults.root = folder
                return defaults
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty {
                var defaults = Configuration()
                defaults.root = try projectRoot(for: path)
                return defaults
            }
            folder = parent
        }
    }

    /// The folder whose Swift files are `path`'s project: the top of the git working copy that holds
    /// it, else the outermost folder above it with a configuration, else the outermost package or Xcode
    /// project above it, else the folder itself (a file's folder).
    /// A nested configuration changes how a file is linted, never what is read with it.
    public static func projectRoot(for path: String) throws(LintError) -> String {
        var folder = Paths.absolute(path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
            folder = (folder as NSString).deletingLastPathComponent
        }
        let start = folder
        var outermost: String?
        var outermostProject: String?
        while true {
            if Paths.isRepositoryRoot(folder) { return folder }
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(fileName)) { outermost = folder }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if entries.contains(where: { Paths.isManifest($0) || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { outermostProject = folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        // Outside a repository: the outermost configured folder, else the outermost package or Xcode
        // project, else the folder named itself; never the current directory's other folders.
        return outermost ?? outermostProject ?? start
    }

    /// The severity of `rule`, or `nil` when it is off.
    func severity(of rule: RuleDescription) -> Severity? {
        if let configured = severities[rule.id] { return configured }
        return rule.isOnByDefault ? rule.severity : nil
    }

    /// `path` relative to ``root``, or `nil` when it is outside it.
    func relative(_ path: String) -> String? {
        Paths.relative(Paths.absolute(path), to: root)
    }

    /// Whether an exclude glob, its own or one a configuration above it set, matches `path`.
    public func isExcluded(_ path: String) -> Bool {
        if !excludes.isEmpty {
            let relative = relative(path) ?? Paths.display(path)
            if excludeGlobs.contains(where: { $0.matches(relative) }) { return true }
        }
        guard !inheritedExcludes.isEmpty else { return false }
        let absolute = Paths.absolute(path)
        return inheritedExcludes.contains { root, globs in
            Paths.relative(absolute, to: root).map { relative in globs.contains { $0.matches(relative) } } ?? false
        }
    }

    /// Takes what `parent` (the configuration of a folder above) sets and this one does not: rule
    /// severities, dependency protocol names, the baseline; its excludes still apply below this
    /// folder, except those that exclude this folder itself (a folder with its own configuration is
    /// linted when it is linted, as an example package inside a repository that skips it is).
    mutating func inherit(from parent: Configuration) {
        for (id, severity) in parent.severities where severities[id] == nil { severities[id] = severity }
        if !setsDependencyProtocols { dependencyProtocols = parent.dependencyProtocols }
        if baseline == nil { baseline = parent.baseline }
        let here = Paths.relative(root, to: parent.root) ?? ""
        let globs = parent.excludeGlobs.filter { !$0.matches(here) }
        let above = parent.inheritedExcludes.map { inherited in
            (inherited.root, inherited.globs.filter { !$0.matches(Paths.relative(root, to: inherited.root) ?? "") })
        }
        inheritedExcludes = above + (globs.isEmpty ? [] : [(parent.root, globs)])
    }

    /// The module the `modules` map gives `path`, if any glob matches.
    func mappedModule(of path: String) -> String? {
        guard !modules.isEmpty, let relative = relative(path) else { return nil }
        return moduleGlobs.first { $0.glob.matches(relative) }?.module
    }

    private var excludeGlobs: [Glob] = []
    private var inheritedExcludes: [(root: String, globs: [Glob])] = []
    private var setsDependencyProtocols = false
    private var moduleGlobs: [(glob: Glob, module: String)] = []

    /// Longest pattern first, then alphabetical, so the most specific glob wins.
    private static func compile(_ modules: [String: String]) -> [(glob: Glob, module: String)] {
        modules.sorted { ($0.key.count, $1.key) > ($1.key.count, $0.key) }.map { (Glob($0.key), $0.value) }
    }
}

/// Where JSON stops being valid, found by a small validating scanner, because Foundation's errors do
/// not say where on every platform.
enum JSONLocation {
    /// The 1-based line and column (in characters) of the first error in `data`, and what it is.
    static func error(in data: Data) -> (line: Int, column: Int, problem: String) {
        let bytes = [UInt8](data)
        var scanner = Scanner(bytes: bytes)
        let problem: String
        do throws(Scanner.Failure) {
            try scanner.value()
            scanner.skipWhitespace()
            guard scanner.index == bytes.count else { throw Scanner.Failure(message: "unexpected text after the JSON value") }
            problem = "invalid JSON"
        } catch {
            problem = error.message
        }
        let before = bytes[..<min(scanner.index, bytes.count)]
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<min(scanner.index, bytes.count)], as: UTF8.self).count + 1
        return (line, column, problem)
    }

    struct Scanner {
        struct Failure: Error {
            let message: String
        }

        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func expect(_ character: Character, _ what: String) throws(Failure) {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == character.asciiValue else { throw Failure(message: "expected \(what)") }
            index += 1
        }

        mutating func value() throws(Failure) {
            skipWhitespace()
            guard index < bytes.count else { throw Failure(message: "unexpected end of file") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return }
                repeat {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Failure(message: "expected a quoted key") }
                    try string()
                    try expect(":", "':' after the key")
                    try value()
                    skipWhitespace()
                } while try comma(closing: "}")
            case UInt8(ascii: "["):
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return }
                repeat {
                    try value()
                    skipWhitespace()
                } while try comma(closing: "]")
            case UInt8(ascii: "\""):
                try string()
            default:
                let start = index
                while index < bytes.count, !",]} \n\r\t:".utf8.contains(bytes[index]) { index += 1 }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                guard ["true", "false", "null"].contains(word) || Double(word) != nil, !word.isEmpty else {
                    index = start
                    throw Failure(message: "expected a value")
                }
            }
        }

        /// After an element: `true` for a comma followed by another element, `false` at the closing bracket.
        mutating func comma(closing: Character) throws(Failure) -> Bool {
            guard index < bytes.count else { throw Failure(message: "expected ',' or '\(closing)'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == closing.asciiValue { throw Failure(message: "trailing comma") }
                return true
            }
            guard bytes[index] == closing.asciiValue else { throw Failure(message: "expected ',' or '\(closing)'") }
            index += 1
            return false
        }

        mutating func string() throws(Failure) {
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""): index += 1; return
                case UInt8(ascii: "\\"): index += 2
                case 0x00..<0x20: throw Failure(message: "unescaped control character in a string")
                default: index += 1
                }
            }
            throw Failure(message: "unterminated string")
        }
    }
}
