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
        file.typealiases.compactMap { alias in
            guard alias.isExported, alias.name.hasSuffix(Names.dependencies),
                  !alias.name.hasSuffix("FeatureDependencies"), !alias.name.hasSuffix("ExternalDependencies")
            else { return nil }
            return RawFinding(
                offset: alias.offset,
                message: "'\(alias.name)' is \(alias.accessModifier ?? "public"); make it internal, and splice at the feature's entry point so only '…FeatureDependencies' and '…ExternalDependencies' need exporting."
            )
        }
    }
}
