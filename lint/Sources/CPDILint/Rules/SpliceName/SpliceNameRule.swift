/// Flags a `Spliced…` type that does not follow the splice naming and shape.
struct SpliceNameRule: Rule {
    let description = RuleDescription(
        id: "splice-name",
        summary: "A splice (a type that takes an External typealias and conforms to a dependencies typealias, whatever its name) is `Spliced<T>Dependencies`, generic over `ExternalDependencies: <T>ExternalDependencies`, and conforms to `<T>Dependencies`.",
        rationale: "The three names tie the splice to the one type it serves, so readers can find the external half, the spliced half and the type from any one of them.",
        severity: .error,
        triggering: [
            Example("struct ↓SplicedReceipt<ExternalDependencies: ReceiptExternalDependencies>: ReceiptDependencies {}"),
            Example("struct ↓SplicedReceiptDependencies<Outer: ReceiptExternalDependencies>: ReceiptDependencies {}"),
            Example("struct ↓SplicedReceiptDependencies<ExternalDependencies: ReceiptExternalDependencies>: PrintingDependency {}"),
            Example("""
                typealias ReceiptExternalDependencies = PrintingDependency
                typealias ReceiptDependencies = ReceiptExternalDependencies & ClockDependency

                struct ↓ReceiptScope<ExternalDependencies: ReceiptExternalDependencies>: ReceiptDependencies {
                    let externalDependencies: ExternalDependencies
                    let clock: any Clock
                }
                """),
        ],
        nonTriggering: [
            Example("""
                struct SplicedReceiptDependencies<ExternalDependencies: ReceiptExternalDependencies>: ReceiptDependencies {
                    let externalDependencies: ExternalDependencies
                    let printer: any Printing
                }
                """),
            Example("""
                struct SplicedReceiptDependencies<ExternalDependencies: ReceiptExternalDependencies> {
                    let externalDependencies: ExternalDependencies
                    let clock: any Clock
                }

                extension SplicedReceiptDependencies: ReceiptDependencies {
                    var printer: any Printing { externalDependencies.printer }
                }
                """),
            Example("""
                // Constrained where it conforms.
                struct SplicedReceiptDependencies<ExternalDependencies> {
                    let externalDependencies: ExternalDependencies
                    let clock: any Clock
                }

                extension SplicedReceiptDependencies: ReceiptDependencies where ExternalDependencies: ReceiptExternalDependencies {
                    var printer: any Printing { externalDependencies.printer }
                }
                """),
        ],
        rulebook: "«Now, we create the SplicedPDPViewDependencies type that allows us to create and inject the PDPDataRepository into a single Dependencies type, like so: `struct SplicedPDPViewDependencies<ExternalDependencies: PDPViewExternalDependencies>: PDPViewDependencies`»"
    )

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        file.types.compactMap { type in
            guard type.kind == .struct || type.kind == .class else { return nil }
            let named = Names.isSpliceName(type.name) && ModuleNames.split(type.name).plain.dropFirst(Names.spliced.count).first?.isUppercase == true
            // A splice by what it is, named otherwise: named after the typealias it conforms to.
            if !named {
                guard index.isSplice(type.name), let conformed = index.conformedAlias(ofType: type.name),
                      let external = index.externalAlias(ofType: type.name)
                else { return nil }
                let name = Names.spliced + (conformed.split(separator: ".").last.map(String.init) ?? conformed)
                return RawFinding(
                    offset: type.offset,
                    message: "'\(type.name)' is a splice: it takes '\(external)' and conforms to '\(conformed)'; name it '\(name)', so the type it serves and its external half can be found from its name."
                )
            }
            guard let stem = Names.spliceStem(type.name) else {
                return RawFinding(offset: type.offset, message: "'\(type.name)' is a splice; name it 'Spliced<Type>Dependencies' after the type whose dependencies it builds.")
            }
            // Its type renamed, its typealiases with it, the splice's own name left behind: the typealias it
            // conforms to names the type it serves, and the name follows that, not the other way round.
            if !index.hasTypealias("\(stem)Dependencies"), let conformed = index.conformedAlias(ofType: type.name),
               let served = Names.owner(ofTypealias: String(Names.lastComponent(conformed))).map(\.type), served != stem, index.types[served] != nil {
                let external = "\(served)ExternalDependencies"
                let written = index.declarations(ofType: type.name).flatMap(\.fact.genericParameters).first { $0.name == Names.externalDependencies }?.constraints
                    .first { Names.isExternalAliasName($0) && index.isDependenciesAlias($0) }
                let rename = written.map { $0 == external || index.hasTypealias(external) ? "" : ", and rename '\($0)' to '\(external)'" } ?? ""
                return RawFinding(
                    offset: type.offset,
                    message: "splice '\(type.name)' serves '\(served)' (it conforms to '\(conformed)'); name it 'Spliced\(served)Dependencies'\(rename)."
                )
            }
            var problems: [String] = []
            let external = "\(stem)ExternalDependencies"
            // Constrained on its declaration, or in the extension that declares its conformance.
            let constrained = index.declarations(ofType: type.name).contains { declaration in
                (declaration.fact.kind != .extension || declaration.fact.inherited.contains { $0.name == "\(stem)Dependencies" })
                    && declaration.fact.genericParameters.contains { $0.name == Names.externalDependencies && $0.constraints.contains(external) }
            }
            if !constrained {
                // Generic over an External typealias of another name (the rulebook's slip `PDPExternalDependencies`)
                // while none has the right one: the typealias is what to rename.
                let written = index.declarations(ofType: type.name).flatMap(\.fact.genericParameters)
                    .flatMap(\.constraints).first { Names.isExternalAliasName($0) && index.isDependenciesAlias($0) }
                if let written, written != external, !index.hasTypealias(external) {
                    problems.append("be generic over `ExternalDependencies: \(external)`: rename '\(written)' to '\(external)', after the type it serves")
                } else {
                    problems.append("be generic over `ExternalDependencies: \(external)`")
                }
            }
            // Its conformance can be written on its declaration or in any extension, in any file.
            let conforms = index.declarations(ofType: type.name).contains { $0.fact.inherited.contains { $0.name == "\(stem)Dependencies" } }
                || type.inherited.contains { $0.name == "\(stem)Dependencies" }
            if !conforms {
                problems.append("conform to '\(stem)Dependencies'")
            }
            guard !problems.isEmpty else { return nil }
            return RawFinding(offset: type.offset, message: "splice '\(type.name)' must \(problems.joined(separator: " and ")).")
        }
    }
}
