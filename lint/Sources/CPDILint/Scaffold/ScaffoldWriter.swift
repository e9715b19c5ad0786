import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a plan so that no run loses or half-writes work: one `new` at a time per package, files
/// staged then moved into place without replacing anything, the manifest edited in place only if it is
/// still what was read, and on any failure only what this run created taken back.
extension Scaffold {
    /// Runs `body` holding the package's lock: an exclusive `flock` on its `Package.swift`, so two
    /// `new` runs in one package take turns (the second plans against what the first wrote). What a
    /// killed run left is finished first, since no other run can be using it.
    /// `noting` hears what was finished or taken back, one line each.
    public func locked<Result>(noting: (String) -> Void = { _ in }, _ body: () throws(LintError) -> Result) throws(LintError) -> Result {
        let manifest = package.appendingPathComponent("Package.swift").path
        let descriptor: Int32
        do {
            descriptor = try FileDescriptors.open(manifest, O_RDONLY | O_NOCTTY)
        } catch {
            throw LintError("Cannot open Package.swift: \(error.text).")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw LintError("Cannot lock Package.swift: \(String(cString: strerror(errno))).") }
        }
        defer { flock(descriptor, LOCK_UN) }
        for note in try recoverInterruptedRuns() { noting(note) }
        return try body()
    }

    /// Writes `plan`: every file (`0600`, its new folders `0700`, the owner's alone) into a staging folder
    /// inside the package, then each linked into place (`link(2)` never replaces anything), the manifest
    /// last and in place. `SIGINT` and `SIGTERM` wait
    /// until the tree is complete or back as it was; on a failure, the files and folders this run
    /// created are removed and nothing else is touched. The staging folder keeps a copy of every file
    /// and of the manifest before and after until the end, so that the next run can take back what a
    /// killed one left half done (``recoverInterruptedRuns()``).
    /// `whenWritten` runs once everything is in place, before a signal that waited is raised again: a
    /// run interrupted while it wrote still says what it wrote.
    public func write(_ plan: Plan, whenWritten: () -> Void = {}) throws(LintError) {
        let manager = FileManager.default
        let manifestPath = package.appendingPathComponent("Package.swift").path
        if plan.manifest != nil {
            var status = stat()
            if stat(manifestPath, &status) == 0, status.st_mode & 0o222 == 0 {
                throw LintError("Package.swift is read-only; make it writable (chmod u+w Package.swift) and run cpdi-lint new again. Nothing was changed.")
            }
        }
        // New files go into the package's own folders, never through a link to somewhere else.
        if let outside = plan.files.first(where: { !isInsidePackageWithoutLinks($0.path) }) {
            throw LintError("A folder on the way to \(Paths.shown(outside.path)) is a symbolic link, and cpdi-lint new writes only inside the package; make it a folder, or set \"layout\" in .cpdi-lint.json. Nothing was changed.")
        }
        let signals = DeferredSignals()
        defer { signals.release() }
        let staging = package.appendingPathComponent("\(Self.stagingPrefix)\(UUID().uuidString)")
        var placement: FolderPlacement?
        do {
            // The owner's alone while it holds the run's state.
            try manager.createDirectory(at: staging, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            for file in plan.files {
                // The file placed by link, and a copy of what it holds: an editor that saves in place
                // changes both names of the first, and the next run must tell an edit from what was written.
                for folder in [Self.stagedFiles, Self.writtenFiles] {
                    let url = staging.appendingPathComponent(folder).appendingPathComponent(file.path)
                    try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                    // The owner's alone, whatever the umask; a placed file keeps the staged file's mode.
                    guard manager.createFile(atPath: url.path, contents: Data(file.contents.utf8), attributes: [.posixPermissions: 0o600]) else {
                        throw LintError("cannot stage \(Paths.shown(file.path))")
                    }
                }
            }
            if let manifest = plan.manifest, let before = plan.manifestBefore {
                // Whole or absent (renamed into place in the staging folder), so the next run can trust them.
                try Data(before.utf8).write(to: staging.appendingPathComponent(Self.manifestBefore), options: .atomic)
                try Data(manifest.utf8).write(to: staging.appendingPathComponent(Self.manifestAfter), options: .atomic)
            }
            // Through folders held open, so a folder swapped for a link since the check above redirects nothing.
            let folders = try FolderPlacement(package: package.path)
            placement = folders
            for file in plan.files {
                try folders.link(staging.appendingPathComponent(Self.stagedFiles).appendingPathComponent(file.path).path, to: file.path)
            }
            if let manifest = plan.manifest, let before = plan.manifestBefore {
                try FixWriter.apply([FileChange(path: manifestPath, original: Array(before.utf8), fixed: Array(manifest.utf8))])
            }
        } catch {
            placement?.takeBack()
            try? manager.removeItem(at: staging)
            // What failed, and where: Foundation's own words name no path.
            var reason = (error as? LintError)?.description ?? error.localizedDescription
            for said in [" Nothing was changed.", "; nothing was changed."] where reason.hasSuffix(said) { reason = String(reason.dropLast(said.count)) }
            while reason.hasSuffix(".") { reason = String(reason.dropLast()) }
            if let path = (error as NSError).userInfo[NSFilePathErrorKey] as? String {
                reason += " (\(Paths.shown(path.hasPrefix(package.path + "/") ? String(path.dropFirst(package.path.count + 1)) : path)))"
            }
            throw LintError("Could not write the new files: \(reason). Nothing was changed.")
        }
        try? manager.removeItem(at: staging)
        whenWritten()
    }

    /// Whether an earlier run was stopped while it wrote: its staging folder is still there, and the next
    /// run that writes takes back (or finishes) what it left before it plans.
    public var hasInterruptedRuns: Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: package.path)) ?? []).contains { name in
            name.hasPrefix(Self.stagingPrefix) && UUID(uuidString: String(name.dropFirst(Self.stagingPrefix.count))) != nil
        }
    }

    /// The name every staging folder starts with.
    static let stagingPrefix = ".cpdi-lint-new-"
    /// In a staging folder: the new files, by their paths in the package, and a copy of each as written.
    static let stagedFiles = "files", writtenFiles = "written"
    /// In a staging folder: the manifest as it was read, and as it is written.
    static let manifestBefore = "Package.swift.before", manifestAfter = "Package.swift.after"

    /// Finishes what killed `new` runs left (only called under the lock): a run that died before its
    /// manifest was written is taken back (each file it placed is removed, then the folders this leaves
    /// empty); a run that wrote everything only loses its staging folder. When the manifest was changed
    /// since, the files are left and the run says so. A file counts as placed by that run only if it is
    /// the staged file itself (the run placed it with `link(2)`), reached without symbolic links: a
    /// folder named like a staging folder that a repository brings along proves nothing, and nothing is
    /// removed outside the package or through a link.
    private func recoverInterruptedRuns() throws(LintError) -> [String] {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: package.path)) ?? []
        var notes: [String] = []
        for name in names where name.hasPrefix(Self.stagingPrefix) && UUID(uuidString: String(name.dropFirst(Self.stagingPrefix.count))) != nil {
            let staging = package.appendingPathComponent(name)
            // A run's staging folder holds only folders and regular files; anything else is not one.
            guard Self.isRealFolder(staging.path), Self.holdsOnlyFoldersAndFiles(staging.path) else { continue }
            let staged = staging.appendingPathComponent(Self.stagedFiles)
            var files: [String] = []
            if Self.isRealFolder(staged.path) {
                FolderWalk.walk(staged.path) { path, isFolder in
                    if !isFolder, Self.identity(ofRegularFile: path) != nil { files.append(String(path.dropFirst(staged.path.count + 1))) }
                    return isFolder
                }
            }
            let manifest = manager.contents(atPath: package.appendingPathComponent("Package.swift").path)
            let before = Self.regularFileContents(staging.appendingPathComponent(Self.manifestBefore).path)
            let after = Self.regularFileContents(staging.appendingPathComponent(Self.manifestAfter).path)
            let placed = files.filter { file in
                guard let own = Self.identity(ofRegularFile: staged.appendingPathComponent(file).path) else { return false }
                return isInsidePackageWithoutLinks(file) && Self.identity(ofRegularFile: package.appendingPathComponent(file).path) == own
            }
            let complete = placed.count == files.count && (after == nil || manifest == after)
            // Files are placed before the manifest is written: with none placed, the tree was never touched.
            if !complete, !placed.isEmpty, before != nil, manifest != before {
                throw LintError("An earlier `cpdi-lint new` was interrupted, and Package.swift has changed since; check \(files.sorted().map { Paths.shown($0) }.joined(separator: ", ")) against Package.swift, then remove \(Paths.shown(name)).")
            }
            // A placed file saved since (in place, so still the staged file) is someone's work: kept.
            let edited = placed.filter { file in
                Self.regularFileContents(package.appendingPathComponent(file).path) != Self.regularFileContents(staging.appendingPathComponent(Self.writtenFiles).appendingPathComponent(file).path)
            }
            if !complete, !edited.isEmpty {
                throw LintError("An earlier `cpdi-lint new` was interrupted before it added its targets to Package.swift, and \(edited.sorted().map { Paths.shown($0) }.joined(separator: ", ")) \(edited.count == 1 ? "was" : "were") edited since; nothing was removed. Add the targets yourself or move your work elsewhere, then remove \(Paths.shown(name)).")
            }
            if !complete {
                for file in placed { unlink(package.appendingPathComponent(file).path) }
                if !placed.isEmpty { notes.append("an earlier `cpdi-lint new` was interrupted before it added its targets to Package.swift; the files it had created were removed: \(placed.sorted().joined(separator: ", "))") }
                // Folders made for files it had not placed yet are empty too.
                for file in files where isInsidePackageWithoutLinks(file) {
                    var folder = package.appendingPathComponent(file).deletingLastPathComponent()
                    while folder.path.count > package.path.count, ![layout.modules, layout.apps, layout.tests].map({ package.appendingPathComponent($0).path }).contains(folder.path),
                          rmdir(folder.path) == 0 {
                        folder = folder.deletingLastPathComponent()
                    }
                }
            }
            try? manager.removeItem(at: staging)
        }
        return notes
    }

    /// Whether every folder between the package and `file` (a path relative to it) is a folder, not a
    /// symbolic link, and the path climbs nowhere (`..`).
    func isInsidePackageWithoutLinks(_ file: String) -> Bool {
        let components = file.split(separator: "/")
        guard !components.contains(where: { $0 == ".." || $0 == "." }) else { return false }
        var folder = package
        for component in components.dropLast() {
            folder = folder.appendingPathComponent(String(component))
            var status = stat()
            if lstat(folder.path, &status) != 0 { return true }
            guard (status.st_mode & S_IFMT) == S_IFDIR else { return false }
        }
        return true
    }

    /// Whether everything under the folder `path` is a folder or a regular file.
    private static func holdsOnlyFoldersAndFiles(_ path: String) -> Bool {
        var only = true
        FolderWalk.walk(path, unreadable: { _, _ in only = false }) { entry, isFolder in
            if !isFolder, identity(ofRegularFile: entry) == nil { only = false }
            return isFolder && only
        }
        return only
    }

    /// Whether `path` is a folder itself, not a symbolic link to one.
    private static func isRealFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The device and inode of `path` when it is a regular file itself, not a symbolic link.
    private static func identity(ofRegularFile path: String) -> [UInt64]? {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }

    /// The contents of `path` when it is a regular file itself, not a symbolic link.
    private static func regularFileContents(_ path: String) -> Data? {
        identity(ofRegularFile: path) == nil ? nil : FileManager.default.contents(atPath: path)
    }
}
