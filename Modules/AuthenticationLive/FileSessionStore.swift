#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Authentication
import Foundation

/// Keeps the session token, and nothing else, in a file only its owner can read or write (0600).
///
/// The file is never opened through a symbolic link. It is written as a new file created with
/// `O_EXCL` and renamed over the old one, so a crash never leaves half a token.
public final class FileSessionStore: SessionStore {
    private let url: URL

    /// Stores the token at `url`; its folder must exist.
    public init(url: URL) {
        self.url = url
    }

    /// Reads the file; a missing file, or one that holds no well-formed token, means signed out. It is
    /// opened without blocking and read only when it is a regular file, so a FIFO or a device in its
    /// place is refused at once instead of hanging the command.
    public func load() throws -> SessionToken? {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw SessionStoreError.unreadable(url.path, String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SessionStoreError.unreadable(url.path, String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw SessionStoreError.unreadable(url.path, "it is not a regular file") }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = read(descriptor, &buffer, buffer.count)
        guard count >= 0 else { throw SessionStoreError.unreadable(url.path, String(cString: strerror(errno))) }
        let text = String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .newlines)
        return SessionToken(text)
    }

    /// Writes a new 0600 file and renames it over the old one.
    public func save(_ token: SessionToken) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw SessionStoreError.unwritable(url.path, String(cString: strerror(errno))) }
        let bytes = Array((token.rawValue + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let failure = written == bytes.count ? nil : String(cString: strerror(errno))
        close(descriptor)
        guard failure == nil, rename(temporary, url.path) == 0 else {
            let reason = failure ?? String(cString: strerror(errno))
            unlink(temporary)
            throw SessionStoreError.unwritable(url.path, reason)
        }
    }

    /// Deletes the file, whatever it is but a folder (a symbolic link is deleted, never its target).
    public func clear() throws {
        guard unlink(url.path) == 0 || errno == ENOENT else {
            let number = errno
            var status = stat()
            if lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                throw SessionStoreError.unwritable(url.path, "it is a folder, not the session file; remove it with `rm -r` and sign in again")
            }
            throw SessionStoreError.unwritable(url.path, String(cString: strerror(number)))
        }
    }
}

/// The session file could not be read or written.
public enum SessionStoreError: Error, CustomStringConvertible {
    /// The file at the path cannot be read, for the reason given.
    case unreadable(String, String)
    /// The file at the path cannot be written, for the reason given.
    case unwritable(String, String)

    /// One line: the path, the cause and what to do.
    public var description: String {
        switch self {
        case .unreadable(let path, let cause): "Cannot read the session file \(path) (\(cause)); run `coffeeshops signout` to remove it, then sign in again."
        case .unwritable(let path, let cause): "Cannot write the session file \(path) (\(cause)); check that the data folder is writable by you."
        }
    }
}
