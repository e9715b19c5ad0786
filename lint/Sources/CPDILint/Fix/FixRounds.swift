/// `--fix` as rounds: fixes computed from one model of the code are applied, the result is read
/// again and fixed again, until nothing is left to fix. Two fixes that are each right can be wrong
/// together only until the next round sees what the first wrote.
extension Linter {
    /// The most rounds one `--fix` makes; real code settles in two.
    static let fixRounds = 4

    /// The fixes to the reported files of `input`, computed with every file it read. `leftAlone`, given
    /// the findings of each round and the code on their lines, picks those to leave as they are (the
    /// baselined ones).
    public func fixes(_ input: SourceSet, leaving leftAlone: (([Finding], FindingLines) -> [Finding])? = nil) -> [FileChange] {
        var linter = self
        linter.reportedPaths = input.reportedPaths
        return linter.fixes(sources: input.files, leaving: leftAlone).filter { linter.isReported(path: $0.path) }
    }

    /// The fixes for files given as contents, each file's from its text as given to its text after the
    /// last round. A round that would give a file back a text it had before (fixes that undo each
    /// other) is not applied, and neither is anything after it.
    public func fixes(sources: [(path: String, bytes: [UInt8])], leaving leftAlone: (([Finding], FindingLines) -> [Finding])? = nil) -> [FileChange] {
        var current = sources
        var facts = Self.collectFacts(current, module: module(of:), dependencyProtocols: dependencyProtocolNames)
        var earlier: [String: Set<Int>] = [:]
        for (path, bytes) in current { earlier[path] = [bytes.hashValue] }
        for _ in 0..<Self.fixRounds {
            let places = Set((leftAlone?(lint(facts: facts), FindingLines(current)) ?? []).map { Fixer.place($0.path, $0.line, $0.ruleID) })
            let changes = round(facts: facts, sources: current, leaving: places)
            guard !changes.isEmpty, !changes.contains(where: { earlier[$0.path]?.contains($0.fixed.hashValue) == true }) else { break }
            let fixed = Dictionary(changes.map { ($0.path, $0.fixed) }, uniquingKeysWith: { (first: [UInt8], _: [UInt8]) in first })
            let changed = current.indices.filter { fixed[current[$0].path] != nil }
            for number in changed {
                current[number].bytes = fixed[current[number].path]!
                earlier[current[number].path, default: []].insert(current[number].bytes.hashValue)
            }
            // Only what changed is read again.
            let module = module(of:)
            let refreshed = Self.inParallel(changed.map { current[$0] }) { (source: (path: String, bytes: [UInt8])) -> FileFacts in
                FactCollector.collect(path: source.path, module: module(source.path), bytes: source.bytes)
            }
            for (number, collected) in zip(changed, refreshed) { facts[number] = collected }
        }
        return zip(sources, current).compactMap { original, final in
            original.bytes == final.bytes ? nil : FileChange(path: original.path, original: original.bytes, fixed: final.bytes)
        }.sorted { $0.path < $1.path }
    }

    /// One round: the fixes of the files' facts, each file's from the largest pass that holds it.
    private func round(facts: [FileFacts], sources: [(path: String, bytes: [UInt8])], leaving places: Set<String>) -> [FileChange] {
        let contents = Dictionary(sources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let (facts, passes) = passes(facts)
        let shared = Visibility.sharedPaths(passes, facts.map(\.path))
        return passes.flatMap { pass in
            let resolved = ModuleNames.resolved(pass.members.map { facts[$0] })
            let members = resolved.files
            let reported = Set(pass.fixed.map { facts[$0].path }.filter(isReported(path:)))
            var fixer = Fixer(configuration: configuration(for:), leftAlone: places, files: members, index: index(of: members, sharing: shared), sources: contents)
            fixer.spelling = resolved.spelling
            fixer.fixable = reported
            return fixer.changes().filter { reported.contains($0.path) }
        }
    }
}
