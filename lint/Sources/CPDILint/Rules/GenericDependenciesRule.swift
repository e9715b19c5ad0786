/// Flags a type that consumes a `…Dependencies` typealias other than through a generic parameter
/// named `Dependencies` stored as `dependencies`, and any existential use of such a typealias.
struct GenericDependenciesRule: Rule {
    let description = RuleDescription(
        id: "generic-dependencies",
        summary: "A type takes its `…Dependencies` typealias as a generic parameter named `Dependencies` (`ExternalDependencies` in a splice) and stores it as `dependencies`; the typealias is never used as an existential type.",
        rationale: "A generic parameter keeps the composition checked at compile time and free at run time, and lets a spliced or test type stand in without changing the type.",
        severity: .error,
        triggering: [
            Example("""
                typealias ReceiptDependencies = PrintingDependency

                struct Receipt<↓D: ReceiptDependencies> {
                    let dependencies: D
                }
                """),
            Example("""
                typealias ReceiptDependencies = PrintingDependency

                struct Receipt {
                    let dependencies: any ↓ReceiptDependencies
                }
                """),
            Example("""
                typealias ReceiptDependencies = PrintingDependency

                struct ↓Receipt<Dependencies: ReceiptDependencies> {
                    let services: Dependencies
                }
                """),
        ],
        nonTriggering: [
            Example("""
                typealias ReceiptDependencies = PrintingDependency

                struct Receipt<Dependencies: ReceiptDependencies> {
                    let dependencies: Dependencies
                }
                """),
            Example("""
                typealias ReceiptDependencies = PrintingDependency

                final class GiftReceipt<Dependencies: GiftReceiptDependencies>: Receipt<Dependencies> {}
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
        for type in file.types where type.kind != .protocol && type.kind != .extension {
            for parameter in type.genericParameters {
                guard let alias = parameter.constraints.first(where: { index.hasTypealias($0) && $0.hasSuffix(Names.dependencies) }) else { continue }
                let isExternal = alias.hasSuffix("ExternalDependencies") && type.name.hasPrefix("Spliced")
                let expected = isExternal ? "ExternalDependencies" : "Dependencies"
                if parameter.name != expected {
                    findings.append(RawFinding(
                        offset: parameter.offset,
                        message: "'\(type.name)' takes '\(alias)' as '\(parameter.name)'; name the generic parameter '\(expected)': `\(type.name)<\(expected): \(alias)>`."
                    ))
                    continue
                }
                let property = isExternal ? "externalDependencies" : "dependencies"
                let stores = type.properties.contains { $0.name == property && $0.isStored }
                let inheritsIt = type.kind == .class && type.inherited.contains { $0.genericArguments.contains(expected) }
                if !stores && !inheritsIt {
                    findings.append(RawFinding(
                        offset: type.offset,
                        message: "'\(type.name)' takes '\(alias)' but does not store it; add `let \(property): \(expected)`."
                    ))
                }
            }
        }
        for function in file.functions {
            for parameter in function.genericParameters where parameter.name != "Dependencies" {
                if let alias = parameter.constraints.first(where: { index.hasTypealias($0) && $0.hasSuffix(Names.dependencies) }) {
                    findings.append(RawFinding(
                        offset: parameter.offset,
                        message: "'\(function.name)' takes '\(alias)' as '\(parameter.name)'; name the generic parameter 'Dependencies'."
                    ))
                }
            }
        }
        for reference in file.dependencyTypeReferences where index.hasTypealias(reference.name) {
            let spelled = reference.isAny ? "any \(reference.name)" : reference.name
            findings.append(RawFinding(
                offset: reference.offset,
                message: "'\(spelled)' uses a dependencies typealias as an existential type; take it as a generic parameter instead: `<Dependencies: \(reference.name)>`."
            ))
        }
        return findings
    }
}
