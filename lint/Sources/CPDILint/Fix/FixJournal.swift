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
    private static let magic = Array("cpdi-lint fix journal 2\n".utf8)

    private let path: String
    private let descriptor: Int32
    /// The changed files it could not record, being outside the repository: a kill leaves them as written.
    public private(set) var unrecorded: [String] = []

    /// Records `changes` in a new journal in `repository`'s git folder (a file of the owner's alone, never
    /// through a link), and holds its lock until ``finish()``; `nil` when the folder cannot hold it.
    /// Paths are kept relative to the repository's top level, with the identity of that folder, so a
    /// journal is only ever replayed in the working copy it was written for, and only inside it; a file
    /// outside it is not recorded. It is written under a name ending in `.partial` and renamed once
    /// whole, so a journal by its final name is always complete; a run killed before that had written
    /// no source file yet.
    public init?(recording changes: [FileChange], in repository: Repository) {
        path = (repository.gitFolder as NSString).appendingPathComponent("\(Self.prefix)\(UUID().uuidString)")
        guard let identity = Self.identity(of: repository.root) else { return nil }
        let partial = path + Self.partialSuffix
        guard let descriptor = try? FileDescriptors.open(partial, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_NOCTTY, mode: 0o600) else { return nil }
        self.descriptor = descriptor
        flock(descriptor, LOCK_EX)
        var writer = FactsWriter()
        writer.writeBytes(Array(identity.utf8))
        for change in changes {
            guard let relative = Self.inside(Paths.absolute(change.path), repository.root) else {
                unrecorded.append(change.path)
                continue
            }
            writer.writeBytes(Array(relative.utf8))
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

    /// A working copy: its top level and the git folder that holds its journals.
    public struct Repository: Sendable {
        public let root: String
        public let gitFolder: String
    }

    /// Which folder `root` is on this machine (device and inode): a copy of the repository, or one
    /// unpacked from an archive, is another folder, and another copy's journal is not replayed in it.
    private static func identity(of root: String) -> String? {
        var status = stat()
        guard stat(root, &status) == 0 else { return nil }
        return "\(status.st_dev):\(status.st_ino)"
    }

    /// `path` relative to `root` when it is inside it, by its folders and by where its links lead.
    private static func inside(_ path: String, _ root: String) -> String? {
        guard let relative = Paths.relative(path, to: root), !relative.isEmpty, !relative.hasPrefix("/"),
              !relative.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }),
              let resolvedRoot = realpath(root, nil).map({ pointer in defer { free(pointer) }; return String(cString: pointer) })
        else { return nil }
        // A file that does not exist yet is judged by its folder.
        let target = realpath(path, nil) ?? realpath((path as NSString).deletingLastPathComponent, nil)
        guard let target else { return nil }
        defer { free(target) }
        return String(cString: target).hasPrefix(resolvedRoot == "/" ? "/" : resolvedRoot + "/") ? relative : nil
    }

    /// The run wrote everything or undid it: the journal goes.
    public func finish() {
        unlink(path)
        close(descriptor)
    }

    /// Stops as a killed run does: the lock goes and the journal stays, for the next run to replay.
    func abandon() {
        close(descriptor)
    }

    /// The journals killed runs left in `repository` (none still being written): what ``recover(in:)``
    /// would undo, for a run that writes nothing (`--fix --dry-run`) to mention.
    public static func pending(in repository: Repository) -> [String] {
        journals(in: repository.gitFolder).filter { journal in
            guard let descriptor = try? FileDescriptors.open(journal, O_RDONLY | O_NOFOLLOW | O_NOCTTY) else { return false }
            defer { close(descriptor) }
            return flock(descriptor, LOCK_SH | LOCK_NB) == 0
        }
    }

    /// The final names of the journals in `folder`.
    private static func journals(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().filter { $0.hasPrefix(prefix) && UUID(uuidString: String($0.dropFirst(prefix.count))) != nil }
            .map { (folder as NSString).appendingPathComponent($0) }
    }

    /// Undoes what killed runs left in `repository`, and says what it did, one line a run. Only a
    /// journal written for this working copy is replayed, and only on files inside it.
    public static func recover(in repository: Repository) -> [String] {
        let folder = repository.gitFolder
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
        let here = FileManager.default.currentDirectoryPath
        for journal in journals(in: folder) {
            let name = (journal as NSString).lastPathComponent
            guard let descriptor = try? FileDescriptors.open(journal, O_RDWR | O_NOFOLLOW | O_NOCTTY) else { continue }
            defer { close(descriptor) }
            // A run still writing holds the lock; a killed one's lock went with it.
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, let status = try? FileDescriptors.status(of: descriptor),
                  status.isRegularFile, status.st_uid == getuid(), let bytes = try? FileDescriptors.contents(of: descriptor)
            else { continue }
            guard let (identity, entries) = contents(of: bytes) else {
                notes.append("\(name) in \(folder) is not a journal cpdi-lint can read; it was left as it is")
                continue
            }
            // Copied along with the repository, or unpacked from an archive: not this folder's.
            guard identity == Self.identity(of: repository.root) else {
                notes.append("\(name) in \(folder) was written for another copy of this repository; nothing was put back from it, and it was left as it is (delete it once you have checked the files a --fix there was writing)")
                continue
            }
            // First what each file holds; then, only when none was edited since, every file is put back. Undoing
            // the others around a file edited since would leave a fix half undone, which need not build.
            var held: [(path: String, entry: (path: String, original: [UInt8], fixed: [UInt8]), current: [UInt8])] = []
            var edited: [String] = [], outside: [String] = [], failed = false
            for entry in entries {
                let path = (repository.root as NSString).appendingPathComponent(entry.path)
                guard inside(path, repository.root) == entry.path else {
                    outside.append(Paths.shown(entry.path))
                    continue
                }
                // A file gone since is nothing to undo; one that cannot be read keeps the journal.
                guard let file = try? FileDescriptors.open(path, O_RDONLY | O_NOCTTY) else {
                    failed = failed || FileManager.default.fileExists(atPath: path)
                    continue
                }
                defer { close(file) }
                guard let current = try? FileDescriptors.contents(of: file) else {
                    failed = true
                    continue
                }
                if current == entry.original { continue }
                // The fix, or part of it (the run died while writing this file): to undo.
                if isPartlyWritten(current, original: entry.original, fixed: entry.fixed) {
                    held.append((path, entry, current))
                } else {
                    edited.append(path)
                }
            }
            func shown(_ paths: [String]) -> String { paths.map { Paths.shown(Paths.relative($0, to: here) ?? $0) }.joined(separator: ", ") }
            // A file cut short while written is no one's work: it gets its original back in any case.
            let toRestore = edited.isEmpty ? held : held.filter { $0.current != $0.entry.fixed }
            var restored: [String] = []
            do {
                // Signals wait, as they do while a fix is written: a file is never left half put back.
                let signals = DeferredSignals()
                defer { signals.release() }
                for file in toRestore {
                    guard let descriptor = try? FileDescriptors.open(file.path, O_RDWR | O_NOCTTY) else {
                        failed = true
                        continue
                    }
                    defer { close(descriptor) }
                    // Put back only while it still holds what was just read.
                    guard (try? FileDescriptors.contents(of: descriptor)) == file.current,
                          (try? FileDescriptors.replaceContents(of: descriptor, with: file.entry.original)) != nil
                    else {
                        failed = true
                        continue
                    }
                    restored.append(file.path)
                }
            }
            let fixed = held.filter { $0.current == $0.entry.fixed }.map(\.path)
            guard edited.isEmpty else {
                var note = "an earlier cpdi-lint --fix was stopped while writing, and \(shown(edited)) \(edited.count == 1 ? "was" : "were") edited since: nothing else was put back, since undoing the other files alone could leave the fix half undone"
                if !fixed.isEmpty { note += "; these hold its fix: \(shown(fixed))" }
                if !restored.isEmpty { note += "; these were cut short while written and were put back as they were: \(shown(restored))" }
                note += ". Check them, then delete \(Paths.shown(journal)), which keeps what every file held before the fix."
                notes.append(note)
                continue
            }
            // Kept while something could not be put back, for a run that can.
            guard !failed else {
                notes.append("an earlier cpdi-lint --fix was stopped while writing, and this run cannot put its files back; run cpdi-lint in \(Paths.shown(here)) where it can write them")
                continue
            }
            unlink(journal)
            var note = "an earlier cpdi-lint --fix was stopped while writing"
            note += restored.isEmpty ? "; no file held its fix" : "; these files were put back as they were: \(shown(restored))"
            if !outside.isEmpty { note += "; these lead outside the repository and were not written: \(outside.joined(separator: ", "))" }
            notes.append(note)
        }
        return notes
    }

    /// Whether `current` is what writing `fixed` over `original` in place leaves at some point: the
    /// first bytes of the fix over the rest of the original (a write cut short, or done and not yet
    /// truncated), or the start of the fix alone when it is the longer.
    static func isPartlyWritten(_ current: [UInt8], original: [UInt8], fixed: [UInt8]) -> Bool {
        if current == fixed || (current.count <= fixed.count && current.count >= original.count && fixed.starts(with: current)) { return true }
        guard current.count == original.count else { return false }
        // The bytes written so far are a prefix of the fix; everything after them is still the original's.
        var written = 0
        while written < current.count, written < fixed.count, current[written] == fixed[written] { written += 1 }
        var kept = current.count
        while kept > 0, current[kept - 1] == original[kept - 1] { kept -= 1 }
        return kept <= written
    }

    /// The git folder of the repository that holds `folder` (`.git`, or where a worktree's `.git`
    /// file points), where journals are kept, with the repository's top level; `nil` outside a repository.
    public static func repository(holding folder: String) -> Repository? {
        guard let root = Paths.repositoryRoot(holding: folder) else { return nil }
        let dotGit = (root as NSString).appendingPathComponent(".git")
        var status = stat()
        guard lstat(dotGit, &status) == 0 else { return nil }
        if (status.st_mode & S_IFMT) == S_IFDIR { return Repository(root: root, gitFolder: dotGit) }
        guard (status.st_mode & S_IFMT) == S_IFREG, let text = try? String(contentsOfFile: dotGit, encoding: .utf8),
              text.hasPrefix("gitdir: ")
        else { return nil }
        let target = text.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
        return Repository(root: root, gitFolder: target.hasPrefix("/") ? target : (root as NSString).appendingPathComponent(target))
    }

    /// The folder identity and entries ``init(recording:in:)`` wrote, read with the facts cache's
    /// reader; `nil` when the bytes are not a whole journal.
    private static func contents(of bytes: [UInt8]) -> (identity: String, entries: [(path: String, original: [UInt8], fixed: [UInt8])])? {
        guard bytes.starts(with: magic) else { return nil }
        var reader = FactsReader(bytes[magic.count...])
        guard let identity = try? reader.readBytes() else { return nil }
        var entries: [(path: String, original: [UInt8], fixed: [UInt8])] = []
        while !reader.isAtEnd {
            guard let path = try? reader.readBytes(), let original = try? reader.readBytes(), let fixed = try? reader.readBytes() else { return nil }
            entries.append((String(decoding: path, as: UTF8.self), Array(original), Array(fixed)))
        }
        return (String(decoding: identity, as: UTF8.self), entries)
    }
}
