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
        return [
            try lintCommand(
                target: target.name, tool: context.tool(named: "cpdi-lint").url, workDirectory: context.pluginWorkDirectoryURL,
                project: context.package.directoryURL, lint: [target.directoryURL], files: files, configurationsFrom: target.directoryURL
            ),
        ]
    }

    /// The one build command, for SwiftPM and Xcode alike: it lints `lint` with `project` read for
    /// cross-file facts. It has one output per target and build: a Swift file holding only a comment,
    /// written in the plugin's work folder once the target lints clean, so that a target built twice
    /// (for the host, because another plugin's tool depends on it, and for the target) has two distinct
    /// producers; being Swift, it compiles to nothing instead of being copied into a resource bundle.
    /// It reruns when `files` or a configuration above or below `configurationsFrom` (or the baseline
    /// one names) change, or after it failed. The SARIF report is left in the same folder, and so are
    /// the facts of the files read (`--cache`), so the next run parses only the files that changed.
    fileprivate func lintCommand(
        target: String, tool: URL, workDirectory: URL, project: URL, lint: [URL], files: [URL], configurationsFrom folder: URL
    ) throws -> Command {
        let report = workDirectory.appendingPathComponent("cpdi-lint-\(target).sarif")
        let stamp = workDirectory.appendingPathComponent("cpdi-lint-\(target)-checked.swift")
        let configurations = configurations(above: folder) + configurations(below: folder)
        return .buildCommand(
            displayName: "cpdi-lint \(target)",
            executable: tool,
            arguments: [
                "--absolute-paths", "--allow-no-files", "--output", report.path, "--build-stamp", stamp.path,
                "--cache", workDirectory.path, "--context", project.path,
            ]
                + lint.map(\.path),
            inputFiles: files + configurations.flatMap { [$0] + baselines(in: $0) },
            outputFiles: [stamp]
        )
    }

    /// The baseline a configuration names (`"baseline": "path"`), when it exists: editing it reruns the lint too.
    fileprivate func baselines(in configuration: URL) -> [URL] {
        guard let data = try? Data(contentsOf: configuration),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let path = object["baseline"] as? String
        else { return [] }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : configuration.deletingLastPathComponent().appendingPathComponent(path)
        return FileManager.default.fileExists(atPath: url.path) ? [url] : []
    }

    /// Every `.cpdi-lint.json` in the folders below `folder` (a nested configuration governs the files
    /// under it), so that editing one reruns the lint.
    fileprivate func configurations(below folder: URL) -> [URL] {
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return found.filter { $0.lastPathComponent == ".cpdi-lint.json" && $0.deletingLastPathComponent().standardizedFileURL != folder.standardizedFileURL }
    }

    /// Every `.cpdi-lint.json` from `folder` up to the file system root, so that editing one reruns the lint.
    fileprivate func configurations(above folder: URL) -> [URL] {
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

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same lint on an Xcode project's targets (Xcode only: Linux has no XcodeProjectPlugin, so CI
/// cannot compile this part). The project's folder is read for cross-file facts.
extension CPDILintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }
        guard !files.isEmpty else { return [] }
        let project = context.xcodeProject.directoryURL
        return [
            try lintCommand(
                target: target.displayName, tool: context.tool(named: "cpdi-lint").url, workDirectory: context.pluginWorkDirectoryURL,
                project: project, lint: files, files: files, configurationsFrom: project
            ),
        ]
    }
}
#endif
