/// Flags a type (or function) constrained by another type's `…Dependencies` typealias.
struct SharedTypealiasRule: Rule {
    let description = RuleDescription(
        id: "shared-typealias",
        summary: "A type's `…Dependencies` typealias is the generic constraint of that type only; other types forward it inside their own typealias.",
        rationale: "A shared typealias couples two types' requirements: adding a dependency to one silently adds it to the other.",
        severity: .error,
        triggering: [
            Example("""
                typealias ReceiptDependencies = PrintingDependency

                struct Receipt<Dependencies: ReceiptDependencies> {
                    let dependencies: Dependencies
                }

                struct Invoice<Dependencies: ↓ReceiptDependencies> {
                    let dependencies: Dependencies
                }
                """),
        ],
        nonTriggering: [
            Example("""
                typealias ReceiptDependencies = PrintingDependency

                struct Receipt<Dependencies: ReceiptDependencies> {
                    let dependencies: Dependencies
                }

                typealias InvoiceDependencies = ReceiptDependencies // Required by Receipt

                struct Invoice<Dependencies: InvoiceDependencies> {
                    let dependencies: Dependencies
                }
                """),
            Example("""
                typealias ReceiptExternalDependencies = PrintingDependency

                struct SplicedReceiptDependencies<ExternalDependencies: ReceiptExternalDependencies>: ReceiptDependencies {
                    let externalDependencies: ExternalDependencies
                }
                """),
        ]
    )

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        var findings: [RawFinding] = []
        func check(_ parameter: GenericParameterFact, of declaration: String, allowed: (String, String?, Bool) -> Bool) {
            for (constraint, offset) in zip(parameter.constraints, parameter.constraintOffsets)
            where constraint.hasSuffix(Names.dependencies) && index.hasTypealias(constraint) {
                guard let owner = Names.owner(ofTypealias: constraint), !allowed(owner.type, owner.function, owner.isExternal) else { continue }
                let ownerName = owner.function.map { "\(owner.type).\($0)" } ?? owner.type
                findings.append(RawFinding(
                    offset: offset,
                    message: "'\(declaration)' is constrained by '\(constraint)', which belongs to '\(ownerName)'; give '\(declaration)' its own '\(declaration)Dependencies' that forwards '\(constraint)'."
                ))
            }
        }
        for type in file.types where type.kind != .extension {
            for parameter in type.genericParameters + type.associatedTypes {
                check(parameter, of: type.name) { owner, function, isExternal in
                    function == nil && (owner == type.name || (isExternal && type.name == "Spliced\(owner)Dependencies"))
                }
            }
        }
        for function in file.functions {
            for parameter in function.genericParameters {
                check(parameter, of: function.name) { owner, name, _ in
                    name == function.name || (name == nil && owner == function.enclosingType)
                }
            }
        }
        return findings
    }
}
