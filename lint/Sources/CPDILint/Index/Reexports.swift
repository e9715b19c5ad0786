/// What each module re-exports (`@_exported import Kit`): its importers see those modules as their own
/// imports, as the compiler does. One model for the module names (``ModuleNames``) and the imports `--fix`
/// adds (``ProjectIndex/missingImport(of:in:)``).
struct Reexports: Sendable {
    private var byModule: [String: Set<String>] = [:]

    /// The re-exports `files` declare.
    init(_ files: [FileFacts]) {
        for file in files {
            guard let module = file.module else { continue }
            for imported in file.imports where imported.isReexported { byModule[module, default: []].insert(imported.module) }
        }
    }

    /// `imports`, with every module they (or `module`, the importer's own) re-export, through any chain of re-exports.
    func visible(from imports: Set<String>, in module: String?) -> Set<String> {
        var seen = imports
        var pending = Array(seen) + (module.map { [$0] } ?? [])
        while let next = pending.popLast() {
            for reexported in byModule[next] ?? [] where seen.insert(reexported).inserted { pending.append(reexported) }
        }
        return seen
    }
}
