/// Flags an exported `…Dependencies` typealias other than a feature's or an external one.
struct PublicTypealiasRule: Rule {
    let description = RuleDescription(
        id: "public-typealias",
        summary: "Only `…FeatureDependencies` and `…ExternalDependencies` typealiases may be `public`, `open` or `package`.",
        rationale: "A feature has one public entry point; exporting inner typealiases leaks its structure, and needing to is a sign the feature should splice at its entry instead.",
        severity: .error,
        triggering: [
            Example("public typealias ↓ReceiptDependencies = PrintingDependency"),
            Example("package typealias ↓Cart_totalDependencies = PricingDependency"),
        ],
        nonTriggering: [
            Example("public typealias CheckoutFeatureDependencies = CheckoutExternalDependencies"),
            Example("public typealias CheckoutExternalDependencies = LoggingDependency & PaymentsDependency"),
            Example("typealias ReceiptDependencies = PrintingDependency"),
            Example("public typealias Handler = (Int) -> Void"),
        ]
    )

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        let needed = index.exportedAliasesNeeded
        return file.typealiases.compactMap { alias in
            guard alias.isExported, index.isDependenciesAlias(alias.qualifiedName), !alias.name.hasSuffix("FeatureDependencies"), !alias.name.hasSuffix("ExternalDependencies"),
                  !needed.contains(alias.qualifiedName)
            else { return nil }
            let modifier = alias.accessModifier ?? "public"
            return RawFinding(
                offset: alias.offset,
                message: "'\(alias.name)' is \(modifier), but no exported typealias or declaration needs it; remove `\(modifier)` from `\(modifier) typealias \(alias.name)` (line \(alias.line)). Only a feature's entry point and what it is built from are exported."
            )
        }
    }
}
