import Foundation
import PackagePlugin

/// `swift package cpdi-lint [OPTIONS]`: lints every Swift target of the package together, because
/// forwarding crosses modules. Options go to `cpdi-lint` as they are, except `--target NAME`, which
/// lints only the named targets (still reading the whole package for cross-file facts). `--fix` needs
/// `swift package --allow-writing-to-package-directory cpdi-lint --fix`.
@main
struct CPDILintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let all = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        let chosen = names.isEmpty ? all : all.filter { names.contains($0.name) }
        if let unknown = names.first(where: { name in !all.contains { $0.name == name } }) {
            Diagnostics.error("No Swift target named '\(unknown)' in \(context.package.displayName).")
            return
        }
        let root = context.package.directoryURL.standardizedFileURL.path
        let folders = chosen.filter { target in target.sourceFiles(withSuffix: "swift").contains { _ in true } }.map { target in
            // Relative to the package, so findings print as `Sources/Target/File.swift:…`.
            let path = target.directoryURL.standardizedFileURL.path
            return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        }
        guard !folders.isEmpty else {
            Diagnostics.warning("\(context.package.displayName) has no Swift targets to lint.")
            return
        }
        var toolArguments = extractor.remainingArguments
        if !names.isEmpty { toolArguments += ["--context", "."] }
        let status = try run(context.tool(named: "cpdi-lint").url, toolArguments + folders, in: context.package.directoryURL)
        if status != 0 {
            Diagnostics.error("cpdi-lint exited with status \(status)")
        }
    }

    /// Runs the tool with its output going straight to ours, and returns its exit status.
    private func run(_ tool: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
