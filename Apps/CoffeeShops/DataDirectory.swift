import Foundation

/// The folder that holds the database, the session and the log.
struct DataDirectory {
    let url: URL

    /// `--data-dir`, else `$COFFEESHOPS_DATA_DIR`, else `$XDG_DATA_HOME/coffeeshops`, else
    /// `~/.local/share/coffeeshops`. Empty values count as unset.
    static func resolve(option: String?, environment: [String: String]) throws -> DataDirectory {
        func nonEmpty(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }
        if let path = nonEmpty(option) ?? nonEmpty(environment["COFFEESHOPS_DATA_DIR"]) {
            return DataDirectory(url: URL(fileURLWithPath: path).standardizedFileURL)
        }
        if let xdg = nonEmpty(environment["XDG_DATA_HOME"]) {
            return DataDirectory(url: URL(fileURLWithPath: xdg).appendingPathComponent("coffeeshops"))
        }
        guard let home = nonEmpty(environment["HOME"]) else {
            throw DataDirectoryError("Cannot find your home folder; pass --data-dir or set COFFEESHOPS_DATA_DIR.")
        }
        return DataDirectory(url: URL(fileURLWithPath: home).appendingPathComponent(".local/share/coffeeshops"))
    }

    /// Creates the folder, owner-only (0700), unless it exists.
    func create() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw DataDirectoryError("\(url.path) exists and is not a folder.") }
            return
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw DataDirectoryError("Cannot create the data folder \(url.path).")
        }
    }
}

struct DataDirectoryError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
