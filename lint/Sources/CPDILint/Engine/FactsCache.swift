import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The facts of the files a run parsed, kept in a folder between runs (`--cache`), so that the next
/// run parses only the files that changed. An entry is used only for the same path, module and
/// bytes (by length and a 128-bit hash of the contents), written by the same version of cpdi-lint
/// with the same dependency protocol patterns; anything else in the file is ignored and rebuilt.
/// The file is the user's alone (`0600`), replaced whole by a rename, never written through a link,
/// and read only when the user owns it and no one else can write it.
public final class FactsCache: Sendable {
    /// The file in the folder.
    static let fileName = "cpdi-lint-facts.cache"
    /// Changes whenever the stored form of the facts does.
    private static let format = 9

    private struct Key: Hashable, Sendable {
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

    /// The folder.
    public let folder: String
    /// What the file held when the run started, by path.
    private let stored: [String: Entry]
    /// The header this run writes and accepts: the format, the version and the patterns.
    private let header: [UInt8]
    /// The entries of the files this run read, in the order they were first asked for.
    private let used = Used()
    /// How many files were parsed rather than taken from the cache.
    var parsedCount: Int { used.parsed }

    /// The cache in `folder` for files linted with `dependencyProtocols`; empty when there is none yet
    /// or it cannot be used.
    public convenience init(folder: String, dependencyProtocols: [String] = DependencyProtocolNames.defaultPatterns) {
        self.init(folder: folder, header: Self.header(dependencyProtocols))
    }

    private init(folder: String, header: [UInt8]) {
        self.folder = folder
        self.header = header
        stored = Self.load(Self.path(in: folder), header: header)
    }

    /// The facts of `path` with `bytes` in `module`: the stored ones when they are for these bytes,
    /// else `collect()`'s, which are then stored.
    func facts(path: String, module: String?, bytes: [UInt8], collect: () -> FileFacts) -> FileFacts {
        let key = Key(path: path, module: module, length: bytes.count, hash: ContentHash(bytes))
        if let entry = stored[path], entry.key == key, let facts = Self.decode(entry.bytes, length: bytes.count) {
            used.record(Entry(key: key, bytes: entry.bytes), parsed: false)
            return facts
        }
        let facts = collect()
        var writer = FactsWriter()
        writer.write(facts)
        used.record(Entry(key: key, bytes: writer.bytes[...]), parsed: true)
        return facts
    }

    /// Writes the entries of the files this run read (and only those) to the folder, creating it (and
    /// any missing folder above it) for the user alone; the file is replaced whole, so a reader sees the old one or
    /// the new one.
    public func save() throws(LintError) {
        var writer = FactsWriter()
        writer.writeBytes(header)
        writer.write(used.entries) { writer, entry in
            writer.write(entry.key.path)
            writer.write(entry.key.module)
            writer.write(entry.key.length)
            writer.write(entry.key.hash.first)
            writer.write(entry.key.hash.second)
            writer.writeBytes(entry.bytes)
        }
        let target = Self.path(in: folder)
        do throws(FileDescriptors.Failure) {
            // The folder and any missing folder above it, each for the user alone.
            var made = folder.hasPrefix("/") ? "" : "."
            for component in folder.split(separator: "/") {
                made += "/\(component)"
                if mkdir(made, 0o700) != 0, errno != EEXIST { throw FileDescriptors.Failure(code: errno) }
            }
            let temporary = "\(target).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
            let descriptor = try FileDescriptors.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode: 0o600)
            do throws(FileDescriptors.Failure) {
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

    private static func path(in folder: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + fileName
    }

    private static func header(_ patterns: [String]) -> [UInt8] {
        Array("cpdi-lint facts \(format) \(CPDILintVersion.current) \(patterns.joined(separator: ","))".utf8)
    }

    /// The entries in the file at `path`, by path; none when it is missing, not the user's alone,
    /// from another version or damaged.
    private static func load(_ path: String, header: [UInt8]) -> [String: Entry] {
        guard let descriptor = try? FileDescriptors.open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK) else { return [:] }
        defer { close(descriptor) }
        guard let status = try? FileDescriptors.status(of: descriptor), status.isRegularFile, status.st_uid == getuid(),
              status.st_mode & (S_IWGRP | S_IWOTH) == 0, let bytes = try? FileDescriptors.contents(of: descriptor)
        else { return [:] }
        var reader = FactsReader(bytes[...])
        do throws(FactsReader.Malformed) {
            guard try reader.readBytes().elementsEqual(header) else { return [:] }
            let entries = try reader.read { (reader: inout FactsReader) throws(FactsReader.Malformed) in
                let key = Key(
                    path: try reader.read(), module: try reader.read(), length: try reader.read(),
                    hash: ContentHash(first: try reader.read(), second: try reader.read())
                )
                return Entry(key: key, bytes: try reader.readBytes())
            }
            guard reader.isAtEnd else { return [:] }
            return Dictionary(entries.map { ($0.key.path, $0) }, uniquingKeysWith: { first, _ in first })
        } catch {
            return [:]
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

    /// The entries a run used, from every thread that parses.
    private final class Used: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [Entry] = []
        private var seen: Set<String> = []
        private(set) var parsed = 0

        func record(_ entry: Entry, parsed wasParsed: Bool) {
            lock.lock()
            defer { lock.unlock() }
            if wasParsed { parsed += 1 }
            if seen.insert(entry.key.path).inserted { list.append(entry) }
        }

        var entries: [Entry] {
            lock.lock()
            defer { lock.unlock() }
            return list
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

    init(_ bytes: [UInt8]) {
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
