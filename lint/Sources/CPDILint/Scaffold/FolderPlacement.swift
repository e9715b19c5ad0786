#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files linked into a package through folder descriptors opened one name at a time without following
/// symbolic links: a folder swapped for a link after `new` checked the path cannot redirect a file
/// outside the package, and what a failed run takes back is removed through the same descriptors.
final class FolderPlacement {
    /// The package folder, and every folder opened under it, by its path relative to the package.
    private var folders: [String: Int32]
    /// The folders this placement created, outermost first: the folder they are in, and their name.
    private var created: [(parent: Int32, name: String)] = []
    /// The files placed, in order: their folder and name.
    private var placed: [(folder: Int32, name: String)] = []

    /// Holds the package folder `package` open.
    init(package: String) throws(LintError) {
        do {
            folders = ["": try FileDescriptors.open(package, O_RDONLY | O_DIRECTORY)]
        } catch {
            throw Self.failure(package, error.code)
        }
    }

    deinit {
        for descriptor in folders.values { close(descriptor) }
    }

    /// Links the file `source` (an absolute path) to `path` (relative to the package), creating the
    /// folders it needs (`0700`). Never replaces a file and never follows a link on the way.
    func link(_ source: String, to path: String) throws(LintError) {
        var components = path.split(separator: "/").map(String.init)
        guard let name = components.popLast() else { throw Self.notAFolder(path) }
        let folder = try open(components)
        guard linkat(AT_FDCWD, source, folder, name, 0) == 0 else { throw Self.failure(path, errno) }
        placed.append((folder, name))
    }

    /// Removes the files placed and the folders created, newest first.
    func takeBack() {
        for file in placed.reversed() { unlinkat(file.folder, file.name, 0) }
        for folder in created.reversed() { unlinkat(folder.parent, folder.name, AT_REMOVEDIR) }
        placed = []
        created = []
    }

    /// The folder `components` under the package, opened (and created where missing) one name at a time.
    private func open(_ components: [String]) throws(LintError) -> Int32 {
        var path = ""
        var descriptor = folders[""]!
        for component in components {
            guard component != "..", component != "." else { throw Self.notAFolder(path) }
            path += path.isEmpty ? component : "/" + component
            if let known = folders[path] {
                descriptor = known
                continue
            }
            let made = mkdirat(descriptor, component, 0o700) == 0
            guard made || errno == EEXIST else { throw Self.failure(path, errno) }
            let next = openat(descriptor, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else {
                if errno == ELOOP || errno == ENOTDIR { throw Self.notAFolder(path) }
                throw Self.failure(path, errno)
            }
            if made {
                created.append((descriptor, component))
                // The owner's alone, whatever the umask.
                fchmod(next, 0o700)
            }
            folders[path] = next
            descriptor = next
        }
        return descriptor
    }

    /// A folder on the way that is a symbolic link, or not a folder.
    private static func notAFolder(_ path: String) -> LintError {
        LintError("\(Paths.shown(path)) is a symbolic link or not a folder, and cpdi-lint new writes only inside the package")
    }

    /// A system call that failed on `path`.
    private static func failure(_ path: String, _ code: Int32) -> LintError {
        LintError("cannot create \(Paths.shown(path)): \(String(cString: strerror(code)))")
    }
}
