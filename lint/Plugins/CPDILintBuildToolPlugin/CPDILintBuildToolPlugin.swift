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
        // The report is the command's output, so the command reruns only when a source file changes.
        let report = context.pluginWorkDirectoryURL.appendingPathComponent("cpdi-lint-\(target.name).sarif")
        return [
            .buildCommand(
                displayName: "cpdi-lint \(target.name)",
                executable: try context.tool(named: "cpdi-lint").url,
                arguments: [
                    "--absolute-paths", "--output", report.path,
                    "--context", context.package.directoryURL.path,
                    target.directoryURL.path,
                ],
                inputFiles: files,
                outputFiles: [report]
            ),
        ]
    }
}
