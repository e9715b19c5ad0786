/// Flags a feature module that imports another feature module.
struct FeatureImportsRule: Rule {
    let description = RuleDescription(
        id: "feature-imports",
        summary: "Opt-in. A file in a module whose name ends in `Feature` never imports another `…Feature` module.",
        rationale: "Features that import each other cannot be built, tested or run alone; where one leads to another, it declares a small protocol and the composition root wires it.",
        severity: .error,
        triggering: [
            Example(files: [("Modules/MapFeature/MapCommands.swift", "import ↓DetailsFeature")]),
        ],
        nonTriggering: [
            Example(files: [("Modules/MapFeature/MapCommands.swift", "import Catalog\nimport MapFeatureSupport")]),
            Example(files: [("Apps/CoffeeShops/AppCommands.swift", "import DetailsFeature\nimport MapFeature")]),
        ],
        isOnByDefault: false
    )

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        // A file not parsed has its imports read only to know which modules go together, without its lines.
        guard file.isParsed, let module = file.module, Names.isFeatureModule(module) else { return [] }
        return file.imports.compactMap { imported in
            guard Names.isFeatureModule(imported.module), imported.module != module else { return nil }
            return RawFinding(
                offset: imported.offset,
                message: "feature '\(module)' imports feature '\(imported.module)'; declare a small protocol (or closure) dependency in '\(module)' and let the composition root implement it with '\(imported.module)'."
            )
        }
    }
}
