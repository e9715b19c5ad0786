import Foundation
import PackagePlugin

/// Lints each Swift target as it builds and reports findings as build diagnostics, in `swift build`
/// and in Xcode. The whole package is read for cross-file facts; findings are reported only in the
/// target's own files. Errors fail the build; warnings do not.
@main
struct CPDILintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }
        // One output per target and build: a Swift file holding only a comment, written in the plugin's
        // work folder once the target lints clean, so that a target built twice (for the host, because
        // another plugin's tool depends on it, and for the target) has two distinct producers. Being
        // Swift, it compiles to nothing instead of being copied into a resource bundle. The command
        // reruns when the target's files or a configuration file change, or after it failed. The SARIF
        // report is left in the same folder for tools that want it.
        let report = context.pluginWorkDirectoryURL.appendingPathComponent("cpdi-lint-\(target.name).sarif")
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("cpdi-lint-\(target.name)-checked.swift")
        return [
            .buildCommand(
                displayName: "cpdi-lint \(target.name)",
                executable: try context.tool(named: "cpdi-lint").url,
                arguments: [
                    "--absolute-paths", "--allow-no-files", "--output", report.path, "--build-stamp", stamp.path,
                    "--context", context.package.directoryURL.path,
                    target.directoryURL.path,
                ],
                inputFiles: files + configurations(above: target.directoryURL).flatMap { [$0] + baselines(in: $0) },
                outputFiles: [stamp]
            ),
        ]
    }

    /// The baseline a configuration names (`"baseline": "path"`), when it exists: editing it reruns the lint too.
    private func baselines(in configuration: URL) -> [URL] {
        guard let data = try? Data(contentsOf: configuration),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let path = object["baseline"] as? String
        else { return [] }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : configuration.deletingLastPathComponent().appendingPathComponent(path)
        return FileManager.default.fileExists(atPath: url.path) ? [url] : []
    }

    /// Every `.cpdi-lint.json` from `folder` up to the file system root, so that editing one reruns the lint.
    private func configurations(above folder: URL) -> [URL] {
        var found: [URL] = []
        var current = folder.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(".cpdi-lint.json")
            if FileManager.default.fileExists(atPath: candidate.path) { found.append(candidate) }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return found }
            current = parent
        }
    }
}
