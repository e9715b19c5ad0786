import Foundation

/// Lints Swift files: parses each once (in parallel), collects facts, builds the cross-file index,
/// runs every rule and applies suppressions.
public struct Linter: Sendable {
    /// The configuration in force where no other in ``scopes`` governs a file.
    public let configuration: Configuration
    /// Further configurations, each governing the files under its root (the deepest root wins).
    let scopes: [Configuration]
    /// When set, only findings in these files (absolute paths) or under these folders are reported.
    var reportedPaths: [String]?
    /// The calls that excluded files under the linted paths make (``noteExcludedCalls(under:)``): `--fix`
    /// changes no declaration one of them calls, since it cannot change the call with it.
    var excludedCalls: [CallFact] = []
    /// When set (a command-line run, which ends right after), the facts and indexes a lint builds are
    /// never freed, as compilers skip freeing at exit: tearing down a large tree's costs a tenth of a second.
    public var keepsWorkUntilExit = false

    /// A linter with `configuration`.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        scopes = []
    }

    /// Reads the files the configuration excludes under `paths` for the calls they make, which
    /// `--fix` then leaves working (see ``excludedCalls``).
    public mutating func noteExcludedCalls(under paths: [String]) {
        let excluded = FileDiscovery(configuration: configuration(for:)).excludedFiles(under: paths)
        let module = module(of:)
        excludedCalls = Self.inParallel(excluded) { path -> [CallFact] in
            guard let bytes = try? FileDescriptors.contents(ofFileAt: path) else { return [] }
            return FactCollector.collect(path: path, module: module(path), bytes: bytes).calls.filter { !$0.isMention }
        }.flatMap { $0 }
    }

    /// The Swift files under `paths` that ``lint(paths:)`` reads, after excludes.
    public func files(under paths: [String]) throws(LintError) -> [String] {
        try FileDiscovery(configuration: configuration(for:)).files(under: paths)
    }

    /// Lints every Swift file under `paths`; a file or folder that cannot be read is an error.
    public func lint(paths: [String]) throws(LintError) -> [Finding] {
        lint(try read(paths: paths).requiringEverythingRead())
    }

    /// Lints the files `input` read, reporting only on its reported paths.
    public func lint(_ input: SourceSet, cache: FactsCache? = nil) -> [Finding] {
        var sources = input
        return lint(emptying: &sources, cache: cache)
    }

    /// Lints the files `input` read, as ``lint(_:)`` does, and empties `input.files` as soon as their
    /// facts are collected: the facts keep no bytes, so a large run holds its sources only while parsing.
    /// With `cache`, the facts of files unchanged since it was saved are taken from it, and the new
    /// ones are added to it (``FactsCache/save()`` writes them).
    public func lint(emptying input: inout SourceSet, cache: FactsCache? = nil) -> [Finding] {
        var linter = self
        linter.reportedPaths = input.reportedPaths
        // The last run's findings, when nothing they were worked out from has changed. The app projects
        // on disk are among what decides them, and are looked for once.
        let packages = Visibility.packageFolders(input.files.map(\.path), listed: input.listedFolders)
        let inputs = cache?.inputs(input.files, module: module(of:), settings: linter.settings(packages: packages))
        let needles = dependencyProtocolNames.declarationNeedles
        if let cache, let inputs, let findings = cache.rememberedFindings(for: inputs, input.files, facts: { path, module, bytes in
            Self.facts(for: path, module: module, bytes: bytes, needles: needles)
        }) {
            input.files = []
            return findings
        }
        PhaseClock.mark("last run's findings")
        let facts = Self.collectFacts(input.files, module: module(of:), dependencyProtocols: dependencyProtocolNames, cache: cache)
        if keepsWorkUntilExit { WorkKeptUntilExit.keep(facts) }
        PhaseClock.mark("parse and collect facts")
        input.files = []
        let (findings, quoted) = linter.lintQuoting(facts: facts, packages: packages)
        if let cache, let inputs { cache.remember(findings, quotingLinesOf: quoted, facts: facts, for: inputs) }
        return findings
    }

    /// Everything besides the files' facts that decides what a run reports: each configuration's rule
    /// settings, modules and dependency protocols, the paths it reports on, where messages cite from,
    /// and the app projects on disk around the files (whose `Sources/<X>` folders are groups, not modules).
    func settings(packages: Visibility.PackageFolders) -> [UInt8] {
        var text = packages.apps.sorted().joined(separator: "\u{0}") + "\u{1}"
        for configuration in [configuration] + scopes {
            text += "\(configuration.root)\u{0}"
            text += configuration.severities.map { "\($0.key)=\($0.value.map(\.rawValue) ?? "off")" }.sorted().joined(separator: ",") + "\u{0}"
            text += configuration.modules.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ",") + "\u{0}"
            text += configuration.dependencyProtocols.joined(separator: ",") + "\u{0}"
        }
        text += (reportedPaths?.joined(separator: "\u{0}") ?? "all") + "\u{1}\(citationRoot)\u{1}\(Self.parsesEveryFile)\u{1}"
        // What excluded files call decides what --fix leaves, and so what the findings say.
        text += excludedCalls.map { "\($0.callee)\(Fixer.labelList($0.labels.map(\.label)))" }.sorted().joined(separator: ",")
        return Array(text.utf8)
    }

    /// Lints files given as contents; paths name them in findings and give their modules.
    public func lint(sources: [(path: String, bytes: [UInt8])]) -> [Finding] {
        lint(facts: Self.collectFacts(sources, module: module(of:), dependencyProtocols: dependencyProtocolNames))
    }

    /// Lints files whose facts are collected.
    /// `packages`, when given, are the package folders of the files, already looked for on disk.
    func lint(facts: [FileFacts], packages: Visibility.PackageFolders? = nil) -> [Finding] {
        lintQuoting(facts: facts, packages: packages).findings
    }

    /// ``lint(facts:packages:)``, with the files whose line numbers the findings' messages quote.
    func lintQuoting(facts: [FileFacts], packages: Visibility.PackageFolders? = nil) -> (findings: [Finding], quotesLinesOf: Set<String>) {
        let configurations = facts.map { configuration(for: $0.path) }
        var findings: [Finding] = []
        var used = SuppressionDiagnostics.Used()
        var quoted: Set<String> = []
        // The findings in files several passes check: from the pass that fixes each file, and from the others.
        var ownFindings: [Finding] = [], otherFindings: [Finding] = []
        // Each rule's description is read once: through `any Rule` every read copies it whole.
        let rules = RuleRegistry.rules
        let descriptions = rules.map(\.description)
        let (facts, passes) = passes(facts, packages: packages)
        if keepsWorkUntilExit { WorkKeptUntilExit.keep(facts) }
        // The files whose findings are reported: all, unless `--context` narrows them.
        let reportedFiles = reportedPaths == nil ? nil : Set(facts.lazy.map(\.path).filter(isReported(path:)))
        PhaseClock.mark("modules")
        let shared = Visibility.sharedPaths(passes, facts.map(\.path))
        // The models of the whole index that the rules turned on read: worked out side by side, before the
        // checks ask for them one after another.
        var seen: Set<ObjectIdentifier> = []
        let models = rules.indices.filter { position in ([configuration] + scopes).contains { $0.severity(of: descriptions[position]) != nil } }
            .flatMap { rules[$0].models }.filter { seen.insert(ObjectIdentifier($0)).inserted }
        for pass in passes {
            // Only the files whose findings are reported are checked (a rule finds only in the file it
            // checks), and a pass with none is not indexed: a build-tool run over one target among
            // thousands reads them all for their names, and checks its own.
            let reported = reportedFiles.map { files in pass.reported.filter { files.contains(facts[$0].path) } } ?? pass.reported
            guard !reported.isEmpty else { continue }
            // A name two modules of the pass declare is told apart by module (``ModuleNames``).
            // A pass of every file, in order (most runs), shares the facts rather than copying them.
            let resolved = ModuleNames.resolved(pass.members.count == facts.count ? facts : pass.members.map { facts[$0] })
            let members = resolved.files
            let positions = Dictionary(uniqueKeysWithValues: zip(pass.members, members.indices))
            PhaseClock.mark("names by module")
            let index = index(of: members, sharing: shared, reportedFiles: reportedFiles)
            if keepsWorkUntilExit { WorkKeptUntilExit.keep((index, members)) }
            PhaseClock.mark("index")
            // Worked out side by side when most files are checked; for a few, as their rules ask.
            if reported.count * 4 >= pass.members.count { _ = Self.inParallel(models) { index.prepare($0) } }
            PhaseClock.mark("models")
            // Files are checked on every core: rules read the index and the facts and share nothing else.
            let checked = Self.inParallel(reported) { number -> ([Finding], SuppressionDiagnostics.Used, Set<String>) in
                let file = members[positions[number]!]
                var findings: [Finding] = []
                var used = SuppressionDiagnostics.Used()
                var quoted: Set<String> = []
                for (position, rule) in rules.enumerated() {
                    guard let severity = configurations[number].severity(of: descriptions[position]) else { continue }
                    let id = descriptions[position].id
                    for raw in rule.check(file, index) {
                        let (line, column) = file.lines.location(of: raw.offset)
                        if let directive = file.suppressions.suppressingDirective(of: id, onLine: line) {
                            used.insert(.init(file: number, directive: directive, ruleID: id))
                            continue
                        }
                        findings.append(Finding(path: file.path, line: line, column: column, severity: severity, ruleID: id, message: resolved.spelling.shown(raw.message, in: file)))
                        if let path = raw.quotesLinesOf { quoted.insert(path) }
                    }
                }
                return (findings, used, quoted)
            }
            PhaseClock.mark("checks")
            let fixedHere = Set(pass.fixed)
            for (number, (fileFindings, fileUsed, fileQuoted)) in zip(reported, checked) {
                if shared.contains(facts[number].path) {
                    if fixedHere.contains(number) { ownFindings += fileFindings } else { otherFindings += fileFindings }
                } else {
                    findings += fileFindings
                }
                used.formUnion(fileUsed)
                quoted.formUnion(fileQuoted)
            }
        }
        // A file several passes check reports what any of them finds, but one finding per rule and place:
        // where two passes see it differently (one sees a caller the other does not), the pass that
        // sees the most, the one that fixes the file, says it.
        func place(_ finding: Finding) -> String { "\(finding.path):\(finding.line):\(finding.column):\(finding.ruleID)" }
        let ownPlaces = Set(ownFindings.map(place))
        findings += ownFindings + otherFindings.filter { !ownPlaces.contains(place($0)) }
        findings += SuppressionDiagnostics.findings(facts, configurations: configurations, used: used)
        PhaseClock.mark("findings")
        return (Array(Set(findings)).filter(isReported).sorted(by: Finding.sortedOrder), quoted)
    }

    /// The typealias graph of the Swift files under `paths`.
    public func graph(paths: [String]) throws(LintError) -> DependencyGraph {
        let collected = Self.collectFacts(try read(paths: paths).requiringEverythingRead().files, module: module(of:), dependencyProtocols: dependencyProtocolNames)
        // Each file in the module lint puts it in.
        let facts = passes(collected).facts
        return DependencyGraph(files: facts, index: index(of: facts))
    }

    /// Where messages cite other files from: the repository's top level, else the configuration's folder.
    private var citationRoot: String {
        ReportOptions.reportRoot(forConfigurationAt: configuration.root)
    }

    /// The cross-file index of `facts`, with the configured dependency protocol names; `shared` are the files
    /// other passes index too.
    /// `reportedFiles`, when known, are the paths (of these files or more) whose findings are reported.
    func index(of facts: [FileFacts], sharing shared: Set<String> = [], reportedFiles: Set<String>? = nil) -> ProjectIndex {
        ProjectIndex(
            facts, dependencyProtocols: dependencyProtocolNames, citationRoot: citationRoot, sharedPaths: shared,
            reportedFiles: reportedPaths == nil ? nil : reportedFiles ?? Set(facts.map(\.path).filter(isReported(path:))), excludedCalls: excludedCalls
        )
    }

    /// The dependency protocol name patterns of the configuration.
    var dependencyProtocolNames: DependencyProtocolNames {
        DependencyProtocolNames(configuration.dependencyProtocols)
    }

    /// A unified diff of `change`, as `--fix --dry-run` prints it.
    public static func diff(_ change: FileChange) -> String {
        UnifiedDiff.diff(path: change.path, String(decoding: change.original, as: UTF8.self), String(decoding: change.fixed, as: UTF8.self))
    }

    /// A unified diff between two texts of the file at `path`.
    public static func diff(path: String, _ before: String, _ after: String) -> String {
        UnifiedDiff.diff(path: path, before, after)
    }

    /// Parses the files on every core, each on a thread with a large stack so that deeply nested
    /// code cannot overflow it.
    static func collectFacts(
        _ sources: [(path: String, bytes: [UInt8])],
        module: @escaping @Sendable (String) -> String? = moduleName(of:),
        dependencyProtocols: DependencyProtocolNames = DependencyProtocolNames(),
        cache: FactsCache? = nil
    ) -> [FileFacts] {
        // A file's facts, from the cache when it holds them for these bytes.
        let collect: @Sendable (String, String?, [UInt8]) -> FileFacts = { path, module, bytes in
            guard let cache else { return FactCollector.collect(path: path, module: module, bytes: bytes) }
            return cache.facts(path: path, module: module, bytes: bytes) { FactCollector.collect(path: path, module: module, bytes: bytes) }
        }
        // First the files that mention a CPDI name; then, of the rest, those that extend a type
        // declared in the first (an extension can adopt a protocol or create a child for it), and
        // those that declare a superclass of a class in the first (it can provide a root's
        // properties), and those that declare a type the first make conform to a dependencies typealias
        // or protocol in an extension (a root whose conformance is written apart from it), until no more
        // are needed: a superclass has superclasses too.
        let needles = dependencyProtocols.declarationNeedles
        var facts = inParallel(sources) { Self.facts(for: $0.path, module: module($0.path), bytes: $0.bytes, needles: needles, collect: collect) }
        var declared: Set<String> = []
        var superclasses: Set<String> = []
        var conformed: Set<String> = []
        var added = Array(facts.indices)
        while !added.isEmpty {
            for file in added.map({ facts[$0] }) {
                for type in file.types {
                    guard type.kind != .extension else {
                        if type.inherited.contains(where: { $0.name.hasSuffix(Names.dependencies) || dependencyProtocols.matches($0.name) }) { conformed.insert(type.name) }
                        continue
                    }
                    declared.insert(type.name)
                    if type.kind == .class, let first = type.inherited.first?.name { superclasses.insert(first) }
                }
            }
            superclasses.subtract(declared)
            conformed.subtract(declared)
            let skipped = facts.indices.filter { !facts[$0].isParsed }
            let (declaredSet, superclassSet, conformedSet) = (declared, superclasses, conformed)
            let parsed = inParallel(skipped.map { sources[$0] }) { (source: (path: String, bytes: [UInt8])) -> FileFacts? in
                namesAfter("extension ", in: source.bytes).contains(where: declaredSet.contains)
                    || (!superclassSet.isEmpty && namesAfter("class ", in: source.bytes).contains(where: superclassSet.contains))
                    || (!conformedSet.isEmpty && ["struct ", "class ", "actor ", "enum "].contains { namesAfter($0, in: source.bytes).contains(where: conformedSet.contains) })
                    ? collect(source.path, module(source.path), source.bytes) : nil
            }
            added = []
            for (index, file) in zip(skipped, parsed) {
                if let file {
                    facts[index] = file
                    added.append(index)
                }
            }
        }
        return facts
    }

    /// `work` on every element, on every core, each thread with a large stack so that deeply
    /// nested code cannot overflow it; results in order.
    static func inParallel<Element: Sendable, Result: Sendable>(_ elements: [Element], _ work: @escaping @Sendable (Element) -> Result) -> [Result] {
        let results = ResultSlots<Result>(count: elements.count)
        let next = Counter()
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, elements.count))
        let done = DispatchGroup()
        for _ in 0..<workers {
            done.enter()
            let thread = Thread {
                while let index = next.take(below: elements.count) {
                    results.set(index, work(elements[index]))
                }
                done.leave()
            }
            thread.stackSize = 64 << 20
            thread.start()
        }
        done.wait()
        return results.values
    }

    /// The names after `keyword` (`extension `, `class `) in a file's bytes: a scan, cheaper than parsing.
    static func namesAfter(_ keyword: String, in bytes: [UInt8]) -> Set<String> {
        let keyword = Array(keyword.utf8)
        var names: Set<String> = []
        var index = 0
        while index + keyword.count < bytes.count {
            if bytes[index] == keyword[0], bytes[index..<(index + keyword.count)].elementsEqual(keyword),
               index == 0 || !(bytes[index - 1] == UInt8(ascii: "_") || (bytes[index - 1] | 0x20) >= UInt8(ascii: "a") && (bytes[index - 1] | 0x20) <= UInt8(ascii: "z")) {
                var start = index + keyword.count
                while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
                var end = start
                while end < bytes.count, bytes[end] == UInt8(ascii: "_") || bytes[end] == UInt8(ascii: ".") || (bytes[end] >= 48 && bytes[end] <= 57)
                    || (bytes[end] | 0x20) >= UInt8(ascii: "a") && (bytes[end] | 0x20) <= UInt8(ascii: "z") {
                    end += 1
                }
                if let last = String(decoding: bytes[start..<end], as: UTF8.self).split(separator: ".").last { names.insert(String(last)) }
                index = end
            } else {
                index += 1
            }
        }
        return names
    }

    /// The facts of one file. Files that mention no CPDI name are not parsed here: no rule can
    /// find anything in them unless they extend a CPDI type, which ``collectFacts(_:module:)`` checks next.
    static func facts(
        for path: String, module: String?, bytes: [UInt8], needles: [[UInt8]] = [],
        collect: (String, String?, [UInt8]) -> FileFacts = { FactCollector.collect(path: $0, module: $1, bytes: $2) }
    ) -> FileFacts {
        // A manifest is read for where it places its targets.
        let relevant = parsesEveryFile || bytes.contains(subsequence: Array("ependenc".utf8)) || Paths.isManifest(path)
            || needles.contains { bytes.contains(subsequence: $0) }
            || bytes.contains(subsequence: Array(Names.spliced.utf8))
            || bytes.contains(subsequence: Array("cpdi-lint:".utf8))
            // What it re-exports is its importers' (``ImportScan``).
            || bytes.contains(subsequence: Array("@_exported".utf8))
            || (module.map(Names.isFeatureModule) == true && bytes.contains(subsequence: Array(Names.feature.utf8)))
        // Its imports are read all the same: they decide which modules are linted together.
        guard relevant else { return FileFacts(path: path, module: module, lines: LineTable([]), imports: ImportScan.imports(in: bytes), isParsed: false) }
        return collect(path, module, bytes)
    }

    /// `CPDI_LINT_PARSE_EVERY_FILE=1` turns the shortcut off, for benchmarks that measure the full walk.
    static let parsesEveryFile = ProcessInfo.processInfo.environment["CPDI_LINT_PARSE_EVERY_FILE"] == "1"

    /// The module a file belongs to by SwiftPM's layout (``targetFolderName(of:)``), else the file's folder.
    /// A relative path is looked at from where it is: `./MapCommands.swift`, linted from inside
    /// `Modules/MapFeature`, is in `MapFeature` as it is when linted from the root.
    static func moduleName(of path: String) -> String? {
        if let target = targetFolderName(ofFileAt: path) { return target }
        let parent = path.split(separator: "/").dropLast().last.map(String.init)
        guard parent == "." || parent == ".." else { return parent }
        return Paths.absolute(path).split(separator: "/").dropLast().last.map(String.init)
    }

    /// ``targetFolderName(of:)`` for a file as it is on disk: a relative path with no target folder in it
    /// (`./MapCommands.swift` inside `Sources/MapFeature`) is looked at from the current folder.
    static func targetFolderName(ofFileAt path: String) -> String? {
        if let target = targetFolderName(of: path) { return target }
        guard !path.hasPrefix("/") else { return nil }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        // Asked for every file: joined to the current folder, standardized only when it climbs.
        return targetFolderName(of: relative.contains("..") ? Paths.absolute(path) : currentFolder + "/" + relative)
    }

    /// The folder the run started in.
    private static let currentFolder = FileManager.default.currentDirectoryPath

    /// The target a file belongs to by SwiftPM's layout: the folder after `Sources`, `Modules`,
    /// `Apps`, `Tests` or `Plugins`; `nil` outside such a folder.
    static func targetFolderName(of path: String) -> String? {
        // Asked for every file of every run: the folders are found without splitting the path.
        let bytes = path.utf8
        var target: Substring.UTF8View?
        var start = bytes.startIndex, afterRoot = false
        while let slash = bytes[start...].firstIndex(of: UInt8(ascii: "/")) {
            let folder = path[start..<slash].utf8
            if !folder.isEmpty {
                if afterRoot { target = folder }
                // The folder after the last of these, if there is one.
                afterRoot = ["Sources", "Modules", "Apps", "Tests", "Plugins"].contains { folder.elementsEqual($0.utf8) }
                if afterRoot { target = nil }
            }
            start = bytes.index(after: slash)
        }
        return target.map { String(Substring($0)) }
    }

    /// The lint passes over `facts` (which files each index is built from, reports on and fixes; see
    /// ``Visibility``), and `facts` with each file's module as the passes decided it.
    func passes(_ facts: [FileFacts], packages known: Visibility.PackageFolders? = nil) -> (facts: [FileFacts], passes: [Visibility.Pass]) {
        // A file's module: its configuration's `modules` map, else the target a manifest's `path:` places
        // it in (`Sources/Beagle/Sources/Caching/…` is in `Beagle`), else its SwiftPM target folder.
        // Messages name that module too.
        let placed = Self.placedTargets(facts)
        // `Sources/<Target>` names no target in an app project outside any package: `Sources/Coordinators`
        // there is a group of the app's one module.
        let packages = known ?? Visibility.packageFolders(facts.map(\.path))
        let modules = facts.map { file in
            configuration(for: file.path).mappedModule(of: file.path)
                ?? placed.first { file.path.hasPrefix($0.folder + "/") }?.name
                ?? (packages.isInApp(file.path) ? nil : Self.targetFolderName(ofFileAt: file.path))
        }
        var facts = facts
        // A file in no SwiftPM target (an Xcode app's, a loose folder's) is in one module with the others like it,
        // whatever folder it is in: folders there are groups, not modules.
        // Written only where it differs: a write copies every file's facts, which the caller still holds.
        for (number, module) in modules.enumerated() where facts[number].module != module { facts[number].module = module }
        return (facts, Visibility.passes(paths: facts.map(\.path), modules: modules, imports: facts.map { $0.imports.map(\.module) }, packages: packages))
    }

    /// The targets manifests place with `path:`, deepest folder first.
    static func placedTargets(_ facts: [FileFacts]) -> [(folder: String, name: String)] {
        // Targets a manifest places with `path:` are named by it, not by their folder; the deepest wins.
        var placed: [(folder: String, name: String)] = []
        for manifest in facts where !manifest.targetFolders.isEmpty {
            let root = Visibility.folder(of: manifest.path)
            for target in manifest.targetFolders {
                guard let path = Paths.targetFolder(target.path), !path.isEmpty else { continue }
                placed.append((root.isEmpty ? path : "\(root)/\(path)", target.name))
            }
        }
        placed.sort { $0.folder.count > $1.folder.count }
        return placed
    }
}

/// What a run that sets ``Linter/keepsWorkUntilExit`` never frees.
private enum WorkKeptUntilExit {
    private static let kept = Kept()

    static func keep(_ value: Any) {
        kept.append(value)
    }

    private final class Kept: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Any] = []

        func append(_ value: Any) {
            lock.withLock { values.append(value) }
        }
    }
}

/// One slot per file, written by whichever thread parsed it.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value }
    }

    var values: [Value] {
        lock.withLock { slots.map { $0! } }
    }
}

/// Hands out indices to worker threads.
private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func take(below limit: Int) -> Int? {
        lock.withLock {
            guard value < limit else { return nil }
            defer { value += 1 }
            return value
        }
    }
}
