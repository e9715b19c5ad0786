/// Flags a `Spliced…` type that does not follow the splice naming and shape.
struct SpliceNameRule: Rule {
    let description = RuleDescription(
        id: "splice-name",
        summary: "A type named `Spliced…` is `Spliced<T>Dependencies`, generic over `ExternalDependencies: <T>ExternalDependencies`, and conforms to `<T>Dependencies`.",
        rationale: "The three names tie the splice to the one type it serves, so readers can find the external half, the spliced half and the type from any one of them.",
        severity: .error,
        triggering: [
            Example("struct ↓SplicedReceipt<ExternalDependencies: ReceiptExternalDependencies>: ReceiptDependencies {}"),
            Example("struct ↓SplicedReceiptDependencies<Outer: ReceiptExternalDependencies>: ReceiptDependencies {}"),
            Example("struct ↓SplicedReceiptDependencies<ExternalDependencies: ReceiptExternalDependencies>: PrintingDependency {}"),
        ],
        nonTriggering: [
            Example("""
                struct SplicedReceiptDependencies<ExternalDependencies: ReceiptExternalDependencies>: ReceiptDependencies {
                    let externalDependencies: ExternalDependencies
                    let printer: any Printing
                }
                """),
        ],
        rulebook: "«Now, we create the SplicedPDPViewDependencies type that allows us to create and inject the PDPDataRepository into a single Dependencies type, like so: `struct SplicedPDPViewDependencies<ExternalDependencies: PDPViewExternalDependencies>: PDPViewDependencies`»"
    )

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        file.types.compactMap { type in
            guard type.kind != .extension, type.kind != .protocol, Names.isSpliceName(type.name),
                  type.name.dropFirst(Names.spliced.count).first?.isUppercase == true
            else { return nil }
            guard type.name.hasSuffix(Names.dependencies), type.name.count > Names.spliced.count + Names.dependencies.count else {
                return RawFinding(offset: type.offset, message: "'\(type.name)' is a splice; name it 'Spliced<Type>Dependencies' after the type whose dependencies it builds.")
            }
            let stem = String(type.name.dropFirst(Names.spliced.count).dropLast(Names.dependencies.count))
            var problems: [String] = []
            let external = "\(stem)ExternalDependencies"
            if !type.genericParameters.contains(where: { $0.name == Names.externalDependencies && $0.constraints.contains(external) }) {
                problems.append("be generic over `ExternalDependencies: \(external)`")
            }
            if !type.inherited.contains(where: { $0.name == "\(stem)Dependencies" }) {
                problems.append("conform to '\(stem)Dependencies'")
            }
            guard !problems.isEmpty else { return nil }
            return RawFinding(offset: type.offset, message: "splice '\(type.name)' must \(problems.joined(separator: " and ")).")
        }
    }
}
