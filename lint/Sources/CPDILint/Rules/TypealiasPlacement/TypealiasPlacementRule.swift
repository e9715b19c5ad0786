/// Flags a type's `…Dependencies` typealias that is declared below the type or in another file.
struct TypealiasPlacementRule: Rule {
    let description = RuleDescription(
        id: "typealias-placement",
        summary: "A type's `…Dependencies` typealias is declared in the same file as the type, above it.",
        rationale: "Opening a file shows first what its type needs; a typealias elsewhere is found by nobody.",
        severity: .error,
        triggering: [
            Example("""
                struct Receipt<Dependencies: ReceiptDependencies> {
                    let dependencies: Dependencies
                }

                typealias ↓ReceiptDependencies = PrintingDependency
                """),
            Example(files: [
                ("Receipt.swift", """
                    struct Receipt<Dependencies: ReceiptDependencies> {
                        let dependencies: Dependencies
                    }
                    """),
                ("Typealiases.swift", "typealias ↓ReceiptDependencies = PrintingDependency"),
            ]),
        ],
        nonTriggering: [
            Example("""
                typealias ReceiptDependencies = PrintingDependency

                struct Receipt<Dependencies: ReceiptDependencies> {
                    let dependencies: Dependencies
                }
                """),
            Example("""
                extension Receipt: CustomStringConvertible {
                    var description: String { "receipt" }
                }

                typealias ReceiptDependencies = PrintingDependency

                struct Receipt<Dependencies: ReceiptDependencies> {
                    let dependencies: Dependencies
                }
                """),
        ],
        rulebook: "«To apply the CPDI pattern to PDPView, we add a Dependencies type to the top of the same file where the dependencies are being used.»"
    )

    /// ", with `import Core` for what it names" when the file it moves to does not see a module its components are declared in.
    static func importsNeeded(by alias: TypealiasFact, in path: String, _ index: ProjectIndex) -> String {
        let file = index.files.first { $0.path == path }
        let modules = Set(alias.components.compactMap { index.missingImport(of: $0.name, in: path, file: file) })
        return modules.isEmpty ? "" : ", with " + modules.sorted().map { "`import \($0)`" }.joined(separator: " and ") + " for what it names"
    }

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        // The file's types by name, as positions: a lookup per typealias, not a scan.
        let typesByName = Dictionary(grouping: file.types.indices, by: { file.types[$0].name })
        return file.typealiases.compactMap { alias in
            guard alias.enclosingTypes.isEmpty, let owner = Names.owner(ofTypealias: alias.name) else { return nil }
            // The declaration it belongs to: the type itself, or for a function typealias the type or
            // extension that declares the function.
            // A protocol it only composes (`typealias HasCoinApiDependencies = HasCoinApi`) takes no dependencies:
            // it owns the typealias only when its associated type is constrained by it.
            let owns = { (type: TypeFact) in type.kind != .protocol || type.associatedTypes.contains { $0.constraints.contains(alias.name) } }
            var here = (typesByName[owner.type] ?? []).map { file.types[$0] }.filter { type in
                guard type.name == owner.type else { return false }
                guard let function = owner.function else { return type.kind != .extension && owns(type) }
                return type.functionNames.contains(function)
            }
            // Of a file-scope type and a nested one of its name (`CartView.Header`), the one it constrains,
            // else the file-scope one.
            if owner.function == nil, here.count > 1 {
                let constrained = here.filter { index.dependenciesAlias(ofType: index.identity(of: $0)) == alias.qualifiedName }
                let fileScope = here.filter(\.enclosingTypes.isEmpty)
                here = !constrained.isEmpty ? constrained : !fileScope.isEmpty ? fileScope : here
            }
            if let first = here.map(\.offset).min() {
                guard first < alias.offset else { return nil }
                let line = file.lines.line(of: first)
                return RawFinding(
                    offset: alias.offset,
                    message: "'\(alias.name)' is declared below '\(owner.type)' (line \(line)); move it above the type, to the top of the file.",
                    quotesLinesOf: file.path
                )
            }
            guard owner.function == nil, let elsewhere = index.types[owner.type]?.first(where: { $0.fact.kind != .extension }), owns(elsewhere.fact) else { return nil }
            return RawFinding(
                offset: alias.offset,
                message: "'\(alias.name)' belongs to '\(owner.type)', which is declared in \(index.cite(elsewhere.path)); move the typealias to the top of that file\(Self.importsNeeded(by: alias, in: elsewhere.path, index))."
            )
        }
    }
}
