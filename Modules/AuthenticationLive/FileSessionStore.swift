import Authentication
import Foundation

/// Keeps the session in a JSON file that only its owner can read or write (mode 0600).
public final class FileSessionStore: SessionStore {
    private let url: URL

    /// Stores the session at `url`; its folder must exist.
    public init(url: URL) {
        self.url = url
    }

    /// Reads the file; a missing file means signed out.
    public func load() throws -> Session? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try JSONDecoder().decode(Session.self, from: Data(contentsOf: url))
        } catch {
            throw SessionStoreError.unreadable(url.path)
        }
    }

    /// Writes a temporary 0600 file and renames it over the old one, so a crash never leaves half a session.
    public func save(_ session: Session) throws {
        let data = try JSONEncoder().encode(session)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600]) else {
            throw SessionStoreError.unwritable(url.path)
        }
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw SessionStoreError.unwritable(url.path)
        }
    }

    /// Deletes the file.
    public func clear() throws {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        try FileManager.default.removeItem(at: url)
    }
}

/// The session file could not be read or written.
enum SessionStoreError: Error, CustomStringConvertible {
    case unreadable(String)
    case unwritable(String)

    var description: String {
        switch self {
        case .unreadable(let path): "The session file \(path) is damaged; sign in again with `coffeeshops signin`."
        case .unwritable(let path): "Cannot write the session file \(path)."
        }
    }
}
