import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a `--fix` run is writing, kept in the repository's git folder while it writes, so that a run
/// killed midway (`SIGKILL`, a crash, a power cut) is undone by the next one: each file that holds
/// the fix, or part of it, gets its original bytes back; a file saved by someone else since is left
/// and named. The run holds a lock on its journal, so another run never undoes one still writing.
public final class FixJournal {
    /// Every journal's name starts with this.
    static let prefix = "cpdi-lint-fix-"
    /// A journal still being written ends with this.
    static let partialSuffix = ".partial"
    private static let magic = Array("cpdi-lint fix journal 1\n".utf8)

    private let path: String
    private let descriptor: Int32

    /// Records `changes` in a new journal in `folder` (a file of the owner's alone, never through a
    /// link), and holds its lock until ``finish()``; `nil` when the folder cannot hold it.
    /// It is written under a name ending in `.partial` and renamed once whole, so a journal by its
    /// final name is always complete; a run killed before that had written no source file yet.
    public init?(recording changes: [FileChange], in folder: String) {
        path = (folder as NSString).appendingPathComponent("\(Self.prefix)\(UUID().uuidString)")
        let partial = path + Self.partialSuffix
        guard let descriptor = try? FileDescriptors.open(partial, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_NOCTTY, mode: 0o600) else { return nil }
        self.descriptor = descriptor
        flock(descriptor, LOCK_EX)
        var writer = FactsWriter()
        for change in changes {
            writer.writeBytes(Array(Paths.absolute(change.path).utf8))
            writer.writeBytes(change.original)
            writer.writeBytes(change.fixed)
        }
        guard (try? FileDescriptors.write(Self.magic + writer.bytes, to: descriptor)) != nil, fsync(descriptor) == 0,
              rename(partial, path) == 0
        else {
            unlink(partial)
            close(descriptor)
            return nil
        }
    }

    /// The run wrote everything or undid it: the journal goes.
    public func finish() {
        unlink(path)
        close(descriptor)
    }

    /// Undoes what killed runs left in `folder`, and says what it did, one line a run.
    public static func recover(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var notes: [String] = []
        // A partial journal whose run is gone (its lock with it) was killed before any source was written.
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(partialSuffix)
            && UUID(uuidString: String(name.dropFirst(prefix.count).dropLast(partialSuffix.count))) != nil {
            let partial = (folder as NSString).appendingPathComponent(name)
            guard let descriptor = try? FileDescriptors.open(partial, O_RDONLY | O_NOFOLLOW | O_NOCTTY) else { continue }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { unlink(partial) }
            close(descriptor)
        }
        for name in names.sorted() where name.hasPrefix(prefix) && UUID(uuidString: String(name.dropFirst(prefix.count))) != nil {
            let journal = (folder as NSString).appendingPathComponent(name)
            guard let descriptor = try? FileDescriptors.open(journal, O_RDWR | O_NOFOLLOW | O_NOCTTY) else { continue }
            defer { close(descriptor) }
            // A run still writing holds the lock; a killed one's lock went with it.
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, let status = try? FileDescriptors.status(of: descriptor),
                  status.isRegularFile, status.st_uid == getuid(), let bytes = try? FileDescriptors.contents(of: descriptor)
            else { continue }
            guard let entries = entries(in: bytes) else {
                notes.append("\(name) in \(folder) is not a journal cpdi-lint can read; it was left as it is")
                continue
            }
            var restored: [String] = [], edited: [String] = [], failed = false
            for entry in entries {
                // A file gone since is nothing to undo; one that cannot be opened keeps the journal.
                guard let file = try? FileDescriptors.open(entry.path, O_RDWR | O_NOCTTY) else {
                    failed = failed || FileManager.default.fileExists(atPath: entry.path)
                    continue
                }
                defer { close(file) }
                guard let current = try? FileDescriptors.contents(of: file), current != entry.original else { continue }
                // The fix, or the start of it (the run died while writing this file): undone.
                if current == entry.fixed || entry.fixed.starts(with: current) || entry.original.starts(with: current) {
                    if (try? FileDescriptors.replaceContents(of: file, with: entry.original)) != nil { restored.append(entry.path) } else { failed = true }
                } else {
                    edited.append(entry.path)
                }
            }
            // Kept while something could not be put back, for a run that can.
            guard !failed else {
                notes.append("an earlier cpdi-lint --fix was stopped while writing, and this run cannot put its files back; run cpdi-lint in \(Paths.shown(FileManager.default.currentDirectoryPath)) where it can write them")
                continue
            }
            unlink(journal)
            let here = FileManager.default.currentDirectoryPath
            restored = restored.map { Paths.relative($0, to: here) ?? $0 }
            edited = edited.map { Paths.relative($0, to: here) ?? $0 }
            var note = "an earlier cpdi-lint --fix was stopped while writing"
            note += restored.isEmpty ? "; no file held its fix" : "; these files were put back as they were: \(restored.joined(separator: ", "))"
            if !edited.isEmpty { note += "; these were edited since and were left as they are: \(edited.joined(separator: ", "))" }
            notes.append(note)
        }
        return notes
    }

    /// The git folder of the repository that holds `folder` (`.git`, or where a worktree's `.git`
    /// file points), where journals are kept; `nil` outside a repository.
    public static func folder(for folder: String) -> String? {
        guard let root = Paths.repositoryRoot(holding: folder) else { return nil }
        let dotGit = (root as NSString).appendingPathComponent(".git")
        var status = stat()
        guard lstat(dotGit, &status) == 0 else { return nil }
        if (status.st_mode & S_IFMT) == S_IFDIR { return dotGit }
        guard (status.st_mode & S_IFMT) == S_IFREG, let text = try? String(contentsOfFile: dotGit, encoding: .utf8),
              text.hasPrefix("gitdir: ")
        else { return nil }
        let target = text.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
        return target.hasPrefix("/") ? target : (root as NSString).appendingPathComponent(target)
    }

    /// The entries ``init(recording:in:)`` wrote, read with the facts cache's reader; `nil` when the
    /// bytes are not a whole journal.
    private static func entries(in bytes: [UInt8]) -> [(path: String, original: [UInt8], fixed: [UInt8])]? {
        guard bytes.starts(with: magic) else { return nil }
        var reader = FactsReader(bytes[magic.count...])
        var entries: [(path: String, original: [UInt8], fixed: [UInt8])] = []
        while !reader.isAtEnd {
            guard let path = try? reader.readBytes(), let original = try? reader.readBytes(), let fixed = try? reader.readBytes() else { return nil }
            entries.append((String(decoding: path, as: UTF8.self), Array(original), Array(fixed)))
        }
        return entries
    }
}
