import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The facts of the files a run parsed, kept in a folder between runs (`--cache`), so that the next
/// run parses only the files that changed. An entry is used only for the same path, module and
/// bytes (by length and a 128-bit hash of the contents), written by the same version and build of cpdi-lint
/// with the same dependency protocol patterns; anything else in the file is ignored and rebuilt.
/// It also keeps what the last run reported, with the files it read and its settings: a run that reads
/// the same files, with the same settings, where every file that changed has the same facts as then
/// (a comment added after the code, a file saved unchanged), reports the same without working it out.
/// The file is the user's alone (`0600`), replaced whole by a rename, never written through a link,
/// and read only when the user owns it and no one else can write it.
public final class FactsCache: Sendable {
    /// The file in the folder.
    static let fileName = "cpdi-lint-facts.cache"
    /// Changes whenever the stored form of the facts does.
    private static let format = 31

    fileprivate struct Key: Hashable, Sendable {
        var path: String
        var module: String?
        var length: Int
        var hash: ContentHash
    }

    /// The facts of one file in their stored form.
    private struct Entry: Sendable {
        var key: Key
        var bytes: ArraySlice<UInt8>
    }

    /// What a run reported, and what it was worked out from.
    private struct Memo: Sendable {
        /// The settings that decide the findings (``Linter`` writes them).
        var settings: [UInt8]
        /// Every file the run read, in order.
        var inputs: [Key]
        var findings: [Finding]
        /// The files whose line numbers the findings' messages quote.
        var quotesLinesOf: Set<String>
        /// What each file the run did not parse imports (``importSignature(_:)``): which modules are linted
        /// together follows from it, so such a file changed since is reused only with the same imports.
        var importsOfUnparsed: [String: [String]] = [:]
    }

    /// A file's imports as the memo compares them: each module, `!` after a re-exported one, in order.
    static func importSignature(_ imports: [ImportFact]) -> [String] {
        imports.map { $0.module + ($0.isReexported ? "!" : "") }
    }

    /// The files a run reads, as the cache knows them: what ``remember(_:for:)`` stores.
    struct Inputs: Sendable {
        fileprivate var settings: [UInt8]
        fileprivate var keys: [Key]
    }

    /// The folder.
    public let folder: String
    /// What the file held when the run started, by path.
    private let stored: [String: Entry]
    /// The header this run writes and accepts: the format, the version and the patterns.
    private let header: [UInt8]
    /// What the last run reported, when the file held it.
    private let storedMemo: Memo?
    /// What this run read, parsed and reported, from every thread that parses.
    private let run = Run()
    /// How many files were parsed rather than taken from the cache.
    var parsedCount: Int { run.locked { $0.parsed } }
    /// Whether the run reported the last run's findings without working them out.
    var reusedFindings: Bool { run.locked { $0.reused } }

    /// The cache in `folder` for files linted with `dependencyProtocols`; empty when there is none yet
    /// or it cannot be used.
    public convenience init(folder: String, dependencyProtocols: [String] = DependencyProtocolNames.defaultPatterns) {
        self.init(folder: folder, header: Self.header(dependencyProtocols))
    }

    private init(folder: String, header: [UInt8]) {
        self.folder = folder
        self.header = header
        (stored, storedMemo) = Self.load(Self.path(in: folder), header: header)
    }

    /// The files `sources` as the cache knows them, read with `settings`.
    /// ``facts(path:module:bytes:collect:)`` then finds their hashes here instead of hashing them again.
    func inputs(_ sources: [(path: String, bytes: [UInt8])], module: (String) -> String?, settings: [UInt8]) -> Inputs {
        let keys = sources.map { Key(path: $0.path, module: module($0.path), length: $0.bytes.count, hash: ContentHash($0.bytes)) }
        run.locked { run in for key in keys { run.hashed[key.path] = key } }
        return Inputs(settings: settings, keys: keys)
    }

    /// What the last run reported, when it read the same files in the same order with the same settings,
    /// and every file that changed since has the same facts as then, or the same facts moved
    /// (``moves(from:to:)``; their findings move with them): `facts` collects a changed file's as a run
    /// first does. At most a few changed files are parsed to find out.
    func rememberedFindings(
        for inputs: Inputs, _ sources: [(path: String, bytes: [UInt8])], facts: (String, String?, [UInt8]) -> FileFacts
    ) -> [Finding]? {
        guard let last = storedMemo, last.settings == inputs.settings, last.inputs.count == inputs.keys.count else { return nil }
        var entries: [Entry] = []
        var changed = 0
        // Where each position of a file whose code moved went, by path.
        var moved: [String: (from: FileFacts, to: FileFacts, offsets: [Int: Int])] = [:]
        for (number, key) in inputs.keys.enumerated() {
            let before = last.inputs[number]
            guard before.path == key.path, before.module == key.module else { return nil }
            // A file parsed then has its facts stored by those bytes; one that was not has none.
            let entry = stored[key.path].flatMap { $0.key == before ? $0 : nil }
            if before == key {
                if let entry { entries.append(entry) }
                continue
            }
            changed += 1
            guard changed <= 8 else { return nil }
            let bytes = sources[number].bytes
            let now = facts(key.path, key.module, bytes)
            if now.isParsed {
                var writer = FactsWriter()
                writer.write(now)
                guard let entry else { return nil }
                if writer.bytes[...] != entry.bytes {
                    guard !last.quotesLinesOf.contains(key.path), let then = Self.decode(entry.bytes, length: before.length),
                          let offsets = Self.moves(from: then, to: now)
                    else { return nil }
                    moved[key.path] = (then, now, offsets)
                }
                entries.append(Entry(key: key, bytes: writer.bytes[...]))
            } else {
                // Not parsed then or now, unless it extends a type or declares a class a run might parse it for,
                // or its imports changed, which decide what is linted together.
                let signature = Self.importSignature(now.imports)
                guard entry == nil, signature == last.importsOfUnparsed[key.path] ?? [], !bytes.contains(subsequence: Array("extension ".utf8)), !bytes.contains(subsequence: Array("class ".utf8)) else { return nil }
            }
        }
        var findings = last.findings
        if !moved.isEmpty {
            for (number, finding) in findings.enumerated() {
                guard let move = moved[finding.path] else { continue }
                // Its offset then, by the line table then; every finding is at a position of the facts.
                let starts = move.from.lines.lineStarts
                guard finding.line >= 1, finding.line <= starts.count,
                      let offset = move.offsets[starts[finding.line - 1] + finding.column - 1]
                else { return nil }
                let (line, column) = move.to.lines.location(of: offset)
                findings[number] = Finding(path: finding.path, line: line, column: column, severity: finding.severity, ruleID: finding.ruleID, message: finding.message)
            }
            findings.sort(by: Finding.sortedOrder)
        }
        run.locked { run in
            for entry in entries { run.record(entry, parsed: false) }
            run.memo = Memo(settings: inputs.settings, inputs: inputs.keys, findings: findings, quotesLinesOf: last.quotesLinesOf, importsOfUnparsed: last.importsOfUnparsed)
            run.reused = true
            // Nothing changed: the file already holds what this run would write.
            run.unchanged = changed == 0 && entries.count == stored.count
        }
        return findings
    }

    /// Where each position of `old` is in `new`, when `new` is the same facts with the code only moved:
    /// written apart from their positions they are the same, their positions keep their order, each keeps
    /// its column and which others share its line, and neither file has a suppression or a syntax error
    /// (whose lines matter). Rules compare positions only by their order and quote lines only through
    /// ``RawFinding/quotesLinesOf``, so the findings then are the same, each at its position moved.
    static func moves(from old: FileFacts, to new: FileFacts) -> [Int: Int]? {
        guard old.suppressions.directives.isEmpty, old.suppressions.unknown.isEmpty, new.suppressions.directives.isEmpty, new.suppressions.unknown.isEmpty,
              old.syntaxErrorOffset == nil, new.syntaxErrorOffset == nil
        else { return nil }
        var before = FactsWriter(), after = FactsWriter()
        before.positions = []
        after.positions = []
        before.write(old)
        after.write(new)
        guard before.bytes == after.bytes, let from = before.positions, let to = after.positions, from.count == to.count else { return nil }
        var offsets: [Int: Int] = [:]
        var previous: (from: Int, to: Int, fromLine: Int, toLine: Int)?
        for position in from.indices.sorted(by: { (from[$0], to[$0]) < (from[$1], to[$1]) }) {
            let (fromLine, fromColumn) = old.lines.location(of: from[position])
            let (toLine, toColumn) = new.lines.location(of: to[position])
            guard fromColumn == toColumn else { return nil }
            if let previous {
                if from[position] == previous.from {
                    guard to[position] == previous.to else { return nil }
                } else {
                    guard to[position] > previous.to, (fromLine == previous.fromLine) == (toLine == previous.toLine) else { return nil }
                }
            }
            offsets[from[position]] = to[position]
            previous = (from[position], to[position], fromLine, toLine)
        }
        return offsets
    }

    /// Keeps `findings` as what a run of `inputs` reports, saved by ``save()``; their messages quote the
    /// line numbers of the files `quotesLinesOf`.
    /// `facts` are the run's: what the files it did not parse import is kept with the findings.
    func remember(_ findings: [Finding], quotingLinesOf quotesLinesOf: Set<String> = [], facts: [FileFacts] = [], for inputs: Inputs) {
        var importsOfUnparsed: [String: [String]] = [:]
        for file in facts where !file.isParsed && !file.imports.isEmpty { importsOfUnparsed[file.path] = Self.importSignature(file.imports) }
        run.locked { $0.memo = Memo(settings: inputs.settings, inputs: inputs.keys, findings: findings, quotesLinesOf: quotesLinesOf, importsOfUnparsed: importsOfUnparsed) }
    }

    /// The facts of `path` with `bytes` in `module`: the stored ones when they are for these bytes,
    /// else `collect()`'s, which are then stored.
    func facts(path: String, module: String?, bytes: [UInt8], collect: () -> FileFacts) -> FileFacts {
        let known = run.locked { $0.hashed[path] }.flatMap { $0.module == module && $0.length == bytes.count ? $0 : nil }
        let key = known ?? Key(path: path, module: module, length: bytes.count, hash: ContentHash(bytes))
        if let entry = stored[path], entry.key == key, let facts = Self.decode(entry.bytes, length: bytes.count) {
            run.locked { $0.record(Entry(key: key, bytes: entry.bytes), parsed: false) }
            return facts
        }
        let facts = collect()
        var writer = FactsWriter()
        writer.write(facts)
        run.locked { $0.record(Entry(key: key, bytes: writer.bytes[...]), parsed: true) }
        return facts
    }

    /// Writes the entries of the files this run read (and only those) to the folder, creating it (and
    /// any missing folder above it) for the user alone; the file is replaced whole, so a reader sees the old one or
    /// the new one. A run that reused everything the file holds leaves it as it is.
    public func save() throws(LintError) {
        let (entries, memo, unchanged) = run.locked { ($0.entries, $0.memo, $0.unchanged) }
        guard !unchanged else { return }
        var writer = FactsWriter()
        writer.write(entries) { writer, entry in
            Self.write(entry.key, to: &writer)
            writer.writeBytes(entry.bytes)
        }
        writer.write(memo != nil)
        if let remembered = memo {
            writer.writeBytes(remembered.settings)
            writer.write(remembered.inputs) { writer, key in Self.write(key, to: &writer) }
            writer.write(remembered.findings) { writer, finding in
                writer.write(finding.path)
                writer.write(finding.line)
                writer.write(finding.column)
                writer.write(finding.severity == .error)
                writer.write(finding.ruleID)
                writer.write(finding.message)
            }
            writer.write(remembered.quotesLinesOf)
            let unparsed = remembered.importsOfUnparsed.keys.sorted()
            writer.write(unparsed)
            for path in unparsed { writer.write(remembered.importsOfUnparsed[path]!) }
        }
        // The header, then a hash of what follows: a file damaged on disk is not read as facts or findings.
        // Written ahead of the payload rather than joined to a copy of it, which for a large tree is megabytes.
        var opening = FactsWriter()
        opening.writeBytes(header)
        let checksum = ContentHash(writer.bytes)
        opening.write(checksum.first)
        opening.write(checksum.second)
        opening.writeNumber(writer.bytes.count)
        let target = Self.path(in: folder)
        do throws(FileDescriptors.Failure) {
            // The folder and any missing folder above it, each for the user alone.
            var made = folder.hasPrefix("/") ? "" : "."
            for component in folder.split(separator: "/") {
                made += "/\(component)"
                if mkdir(made, 0o700) != 0, errno != EEXIST { throw FileDescriptors.Failure(code: errno) }
            }
            Self.removeAbandonedTemporaries(in: folder)
            let temporary = "\(target).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
            let descriptor = try FileDescriptors.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode: 0o600)
            do throws(FileDescriptors.Failure) {
                try FileDescriptors.write(opening.bytes, to: descriptor)
                try FileDescriptors.write(writer.bytes, to: descriptor)
                close(descriptor)
            } catch {
                close(descriptor)
                unlink(temporary)
                throw error
            }
            if rename(temporary, target) != 0 {
                let failure = FileDescriptors.Failure(code: errno)
                unlink(temporary)
                throw failure
            }
        } catch {
            throw LintError("Cannot write the facts cache \(Paths.shown(target)): \(error.text).")
        }
    }

    /// Removes the temporary files of runs killed while saving (`cpdi-lint-facts.cache.<pid>.<n>.tmp` of a
    /// process that no longer runs), each as large as the cache. Only the user's own regular files.
    private static func removeAbandonedTemporaries(in folder: String) {
        let prefix = fileName + "."
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let parts = name.dropFirst(prefix.count).dropLast(".tmp".count).split(separator: ".")
            guard parts.count == 2, let pid = pid_t(parts[0]), UInt32(parts[1]) != nil, pid > 0, kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = (folder.hasSuffix("/") ? folder : folder + "/") + name
            var status = stat()
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_uid == getuid() else { continue }
            unlink(path)
        }
    }

    private static func write(_ key: Key, to writer: inout FactsWriter) {
        writer.write(key.path)
        writer.write(key.module)
        writer.write(key.length)
        writer.write(key.hash.first)
        writer.write(key.hash.second)
    }

    private static func readKey(_ reader: inout FactsReader) throws(FactsReader.Malformed) -> Key {
        Key(path: try reader.read(), module: try reader.read(), length: try reader.read(), hash: ContentHash(first: try reader.read(), second: try reader.read()))
    }

    private static func path(in folder: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + fileName
    }

    private static func header(_ patterns: [String]) -> [UInt8] {
        Array("cpdi-lint facts \(format) \(CPDILintVersion.current) \(build) \(patterns.joined(separator: ","))".utf8)
    }

    /// The executable that runs, by size, modification time and inode: a build with other rules under the
    /// same version number does not read what this one stored (facts and findings alike).
    private static let build: String = {
        guard let path = Bundle.main.executablePath else { return "unknown" }
        var status = stat()
        guard stat(path, &status) == 0 else { return "unknown" }
        #if canImport(Darwin)
        let modified = status.st_mtimespec
        #else
        let modified = status.st_mtim
        #endif
        return "\(status.st_size)-\(modified.tv_sec).\(modified.tv_nsec)-\(status.st_ino)"
    }()

    /// The entries in the file at `path`, by path, and the last run's findings; none when it is missing,
    /// not the user's alone, from another version or damaged.
    private static func load(_ path: String, header: [UInt8]) -> ([String: Entry], Memo?) {
        guard let descriptor = try? FileDescriptors.open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK) else { return ([:], nil) }
        defer { close(descriptor) }
        guard let status = try? FileDescriptors.status(of: descriptor), status.isRegularFile, status.st_uid == getuid(),
              status.st_mode & (S_IWGRP | S_IWOTH) == 0, let bytes = try? FileDescriptors.contents(of: descriptor)
        else { return ([:], nil) }
        var file = FactsReader(bytes[...])
        do throws(FactsReader.Malformed) {
            guard try file.readBytes().elementsEqual(header) else { return ([:], nil) }
            let checksum = ContentHash(first: try file.read(), second: try file.read())
            let payload = try file.readBytes()
            guard file.isAtEnd, ContentHash(payload) == checksum else { return ([:], nil) }
            var reader = FactsReader(payload)
            let entries = try reader.read { (reader: inout FactsReader) throws(FactsReader.Malformed) in
                Entry(key: try readKey(&reader), bytes: try reader.readBytes())
            }
            var memo: Memo?
            if try reader.read(Bool.self) {
                memo = Memo(
                    settings: Array(try reader.readBytes()),
                    inputs: try reader.read { (reader: inout FactsReader) throws(FactsReader.Malformed) in try readKey(&reader) },
                    findings: try reader.read { (reader: inout FactsReader) throws(FactsReader.Malformed) in
                        Finding(
                            path: try reader.read(), line: try reader.read(), column: try reader.read(),
                            severity: try reader.read(Bool.self) ? .error : .warning, ruleID: try reader.read(), message: try reader.read()
                        )
                    },
                    quotesLinesOf: try reader.read()
                )
                let unparsed: [String] = try reader.read()
                for path in unparsed {
                    let imports: [String] = try reader.read()
                    memo?.importsOfUnparsed[path] = imports
                }
            }
            guard reader.isAtEnd else { return ([:], nil) }
            return (Dictionary(entries.map { ($0.key.path, $0) }, uniquingKeysWith: { first, _ in first }), memo)
        } catch {
            return ([:], nil)
        }
    }

    /// The facts stored in `bytes` for a file of `length` bytes, or `nil` when they do not read as such.
    private static func decode(_ bytes: ArraySlice<UInt8>, length: Int) -> FileFacts? {
        var reader = FactsReader(bytes)
        guard let facts = try? reader.read(FileFacts.self), reader.isAtEnd else { return nil }
        // Every line starts after the one before it, inside the file.
        let starts = facts.lines.lineStarts
        guard starts.first == 0, zip(starts, starts.dropFirst()).allSatisfy({ $0 < $1 }), starts.last! <= length else { return nil }
        return facts
    }

    /// What a run read, parsed and reported, behind one lock: files are read on every core.
    private final class Run: @unchecked Sendable {
        struct State {
            /// The entries of the files the run read, in the order they were first asked for.
            var entries: [Entry] = []
            var seen: Set<String> = []
            var parsed = 0
            /// The keys ``inputs(_:module:settings:)`` worked out, by path.
            var hashed: [String: Key] = [:]
            var memo: Memo?
            var reused = false
            var unchanged = false

            mutating func record(_ entry: Entry, parsed wasParsed: Bool) {
                if wasParsed { parsed += 1 }
                if seen.insert(entry.key.path).inserted { entries.append(entry) }
            }
        }

        private let lock = NSLock()
        private var state = State()

        func locked<Result>(_ body: (inout State) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(&state)
        }
    }
}

/// Two 64-bit hashes of a file's bytes, FNV-1a and FNV-1 from different starting values: enough that
/// a file edited to the same length is not mistaken for the one cached. Not a defence against someone
/// crafting a collision: only the user can write the cache, and they can edit the sources anyway.
struct ContentHash: Hashable, Sendable {
    var first: Int
    var second: Int

    init(first: Int, second: Int) {
        self.first = first
        self.second = second
    }

    init(_ bytes: some Collection<UInt8>) {
        var first: UInt64 = 0xCBF2_9CE4_8422_2325
        var second: UInt64 = 0x6C62_272E_07BB_0142
        let prime: UInt64 = 0x0000_0100_0000_01B3
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* prime
            second = (second &* prime) ^ UInt64(byte)
        }
        self.first = Int(bitPattern: UInt(first))
        self.second = Int(bitPattern: UInt(second))
    }
}
