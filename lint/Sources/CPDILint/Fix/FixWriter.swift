#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the changes of one `--fix` run all or nothing, editing each file in place.
///
/// Each file is opened where it is (through a symbolic link to its target) and its bytes replaced,
/// so its mode, owner, group and hard links stay as they were. Before anything is written, every file
/// must be writable by this user and hold exactly what was read; while writing, `SIGINT`, `SIGTERM`,
/// `SIGHUP` and `SIGQUIT` wait until the run has finished or undone its writes; on any failure, every
/// file already written gets its original bytes back. Nothing is written anywhere else.
public enum FixWriter {
    /// Writes `changes`, or none of them; the error says which file stopped the run and what was undone.
    /// With `repository` (the working copy the files are in), what is written is recorded in its git
    /// folder first (``FixJournal``), so that a run killed while writing is undone by the next one.
    /// Returns whether a journal was kept for every file (`false` without `repository`, when its git folder
    /// cannot hold one, or when a file is outside it).
    /// `whenWritten` is called with that once every file is written, before a signal that waited ends the
    /// run, so that the run can say what it wrote.
    @discardableResult
    public static func write(_ changes: [FileChange], repository: FixJournal.Repository? = nil, whenWritten: (Bool) -> Void = { _ in }) throws(LintError) -> Bool {
        guard !changes.isEmpty else { return false }
        let signals = DeferredSignals()
        defer { signals.release() }
        let journaled = try apply(changes, repository: repository)
        whenWritten(journaled)
        return journaled
    }

    /// ``write(_:repository:)`` for a caller that already defers signals around a larger change.
    @discardableResult
    static func apply(_ changes: [FileChange], repository: FixJournal.Repository? = nil) throws(LintError) -> Bool {
        for change in changes {
            let current: [UInt8]
            do {
                current = try read(change.path)
            } catch {
                throw LintError("Cannot fix \(Paths.shown(change.path)): \(error.text). Nothing was changed.")
            }
            guard current == change.original else { throw LintError(changed(change.path) + " Nothing was changed.") }
            // A link another user left in the tree could aim the fix at a file of yours anywhere; as a report
            // does, a fix follows only links of your own (or the system's).
            if Paths.isLinkOfAnotherUser(change.path) {
                throw LintError("Cannot fix \(Paths.shown(change.path)): it is, or is in a folder reached through, a symbolic link another user owns, and cpdi-lint follows only links of your own. Nothing was changed.")
            }
            // A file its owner made read-only stays so, even for a user (root) the system would let write it.
            var status = stat()
            if stat(change.path, &status) == 0, status.st_mode & 0o222 == 0 {
                throw LintError("\(Paths.shown(change.path)) is read-only; make it writable (chmod u+w) to fix it. Nothing was changed.")
            }
        }
        // Recorded once every file is known to be writable and as read. A folder that cannot hold the
        // record only costs the undo after a kill: the run goes on.
        let journal = repository.flatMap { FixJournal(recording: changes, in: $0) }
        defer { journal?.finish() }
        // Each file is closed once written, so a fix of any number of files stays within the limit
        // of open files; an undo opens them again.
        var written: [FileChange] = []
        for change in changes {
            let descriptor: Int32
            do {
                descriptor = try FileDescriptors.open(change.path, O_RDWR | O_NOCTTY)
            } catch {
                throw LintError("Cannot write \(Paths.shown(change.path)): \(error.text)." + undo(written))
            }
            defer { close(descriptor) }
            // Checked again just before writing: an editor may have saved it since.
            guard (try? FileDescriptors.contents(of: descriptor)) == change.original else {
                throw LintError(changed(change.path) + undo(written))
            }
            written.append(change)
            do {
                try FileDescriptors.replaceContents(of: descriptor, with: change.fixed)
            } catch {
                throw LintError("Cannot write \(Paths.shown(change.path)): \(error.text)." + undo(written, lastIsPartial: true))
            }
            // An editor that saves by renaming a new file over the old one, while this one was open, leaves
            // the fix in a file no name reaches: the others are undone, and the saved file is left alone.
            var opened = stat(), named = stat()
            if fstat(descriptor, &opened) == 0, stat(change.path, &named) != 0 || opened.st_dev != named.st_dev || opened.st_ino != named.st_ino {
                written.removeLast()
                throw LintError(changed(change.path) + undo(written))
            }
        }
        return journal.map { $0.unrecorded.isEmpty } ?? false
    }

    /// The message for a file that is no longer what was read.
    private static func changed(_ path: String) -> String {
        "\(Paths.shown(path)) changed after cpdi-lint read it; it was not overwritten. Run the command again."
    }

    /// Puts the original bytes back into every file in `written`, last first, and says what happened.
    /// A file is restored only while it holds the fix (or, for the last when `lastIsPartial`, part of
    /// it): one saved by someone else since it was written keeps their edit, and the message names it.
    static func undo(_ written: [FileChange], lastIsPartial: Bool = false) -> String {
        guard !written.isEmpty else { return " Nothing was changed." }
        var kept: [String] = []
        var edited: [String] = []
        for (number, change) in written.enumerated().reversed() {
            do {
                let descriptor = try FileDescriptors.open(change.path, O_RDWR | O_NOCTTY)
                defer { close(descriptor) }
                let current = try FileDescriptors.contents(of: descriptor)
                if current == change.original { continue }
                guard current == change.fixed || (lastIsPartial && number == written.count - 1) else {
                    edited.append(Paths.shown(change.path))
                    continue
                }
                try FileDescriptors.replaceContents(of: descriptor, with: change.original)
            } catch {
                kept.append("\(Paths.shown(change.path)) (\(error.text))")
            }
        }
        var message = ""
        if !kept.isEmpty {
            message += " These files could not be restored and hold the fix: \(kept.reversed().joined(separator: ", "))."
        }
        if !edited.isEmpty {
            message += " These files were saved by someone else after cpdi-lint fixed them, so they keep that edit and the fix: \(edited.reversed().joined(separator: ", "))."
        }
        guard message.isEmpty else { return message + " Every other file is unchanged." }
        return written.count == 1 ? " The file already written was restored; nothing was changed." : " The \(written.count) files already written were restored; nothing was changed."
    }

    /// Reads the whole file at `path`.
    private static func read(_ path: String) throws(FileDescriptors.Failure) -> [UInt8] {
        let descriptor = try FileDescriptors.open(path, O_RDWR | O_NOCTTY)
        defer { close(descriptor) }
        guard try FileDescriptors.status(of: descriptor).isRegularFile else { throw FileDescriptors.Failure(code: EINVAL) }
        return try FileDescriptors.contents(of: descriptor)
    }
}

/// Signals that end a run wait while files are written: each is recorded and raised again, with its
/// previous handler back, once the writes are done or undone. `SIGXFSZ` is ignored meanwhile, so
/// that a file-size limit is an error to undo rather than a death.
final class DeferredSignals {
    private typealias Handler = (@convention(c) (Int32) -> Void)?
    private static let deferred: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Each signal's previous handler as its raw address. Kept as a handler, `SIG_IGN` (address 1) would
    /// be one of the values Swift uses to mean "none" in an optional around it, and a loop over the list
    /// would end there, restoring nothing after an ignored `SIGINT` (a job started with `&`).
    private var previous: [(signal: Int32, handler: Int)] = []

    init() {
        pendingSignal = 0
        for number in Self.deferred {
            previous.append((number, unsafeBitCast(signal(number) { pendingSignal = $0 }, to: Int.self)))
        }
        previous.append((SIGXFSZ, unsafeBitCast(signal(SIGXFSZ, SIG_IGN), to: Int.self)))
    }

    func release() {
        for index in previous.indices { signal(previous[index].signal, unsafeBitCast(previous[index].handler, to: Handler.self)) }
        previous = []
        if pendingSignal != 0 { raise(pendingSignal) }
    }
}

/// The signal that arrived while files were written; set by a signal handler, so a plain global.
nonisolated(unsafe) private var pendingSignal: Int32 = 0
