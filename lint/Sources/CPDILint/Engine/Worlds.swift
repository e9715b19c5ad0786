import Foundation

/// Separate apps in one repository: each top-most folder with its own `Package.swift`,
/// `.xcodeproj` or `.xcworkspace` is a world of its own, linted with an index of its files only, so
/// no finding in one app names another app's typealias. A package nested inside another world's
/// folder (a local package of that app) belongs to it. Files under no such folder are seen by every
/// world, and their own findings come from a pass over them alone.
enum Worlds {
    /// One lint pass: the files its index is built from, and those of them it reports on.
    struct Pass: Equatable {
        var members: [Int]
        var reported: [Int]
    }

    /// The passes for `paths`; a single pass over everything when there are fewer than two worlds.
    static func passes(_ paths: [String]) -> [Pass] {
        let all = Array(paths.indices)
        let folders = paths.map(folder(of:))
        var roots = Set(zip(paths, folders).filter { $0.0.split(separator: "/").last == "Package.swift" }.map(\.1))
        var projectFolders: [String: Bool] = [:]
        for folder in Set(folders) {
            for ancestor in ancestors(of: folder) where isProjectFolder(ancestor, cache: &projectFolders) {
                roots.insert(ancestor)
            }
        }
        // Top-most roots only: a package inside another world is that world's local package.
        let topmost = roots.filter { root in !roots.contains { $0 != root && contains($0, root) } }
        guard topmost.count > 1 else { return [Pass(members: all, reported: all)] }
        var byWorld: [String: [Int]] = [:]
        var shared: [Int] = []
        for (number, folder) in folders.enumerated() {
            if let root = topmost.first(where: { contains($0, folder) }) {
                byWorld[root, default: []].append(number)
            } else {
                shared.append(number)
            }
        }
        var passes = byWorld.sorted { $0.key < $1.key }.map { Pass(members: ($0.value + shared).sorted(), reported: $0.value) }
        if !shared.isEmpty { passes.append(Pass(members: shared, reported: shared)) }
        return passes
    }

    private static func folder(of path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.dropLast().joined(separator: "/")
    }

    /// `folder` and the folders above it, as written (`A/B` → `A/B`, `A`, ``).
    private static func ancestors(of folder: String) -> [String] {
        var result: [String] = []
        var parts = folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while !parts.isEmpty {
            let joined = parts.joined(separator: "/")
            if !joined.isEmpty { result.append(joined) }
            parts.removeLast()
        }
        return result
    }

    /// Whether `outer` is `inner` or a folder above it.
    private static func contains(_ outer: String, _ inner: String) -> Bool {
        outer.isEmpty ? !inner.hasPrefix("/") : inner == outer || inner.hasPrefix(outer + "/")
    }

    /// Whether `folder` holds an Xcode project or workspace.
    private static func isProjectFolder(_ folder: String, cache: inout [String: Bool]) -> Bool {
        if let known = cache[folder] { return known }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        let result = entries.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
        cache[folder] = result
        return result
    }
}
