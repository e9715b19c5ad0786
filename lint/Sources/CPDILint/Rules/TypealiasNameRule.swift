/// Flags a `…Dependencies` typealias that is not named after a type (or a type's function) declared
/// in its file.
struct TypealiasNameRule: Rule {
    let description = RuleDescription(
        id: "typealias-name",
        summary: "A `…Dependencies` typealias is named `<T>Dependencies`, `<T>ExternalDependencies` or `<T>_<function>Dependencies` after a type `T` (and its function) declared in the same file.",
        rationale: "The name says whose requirements the typealias lists, so readers find it next to the type and nobody reuses it for another.",
        severity: .error,
        triggering: [
            Example("""
                typealias ↓ServicesDependencies = LoggingDependency

                struct Checkout<Dependencies: ServicesDependencies> {
                    let dependencies: Dependencies
                }
                """),
            Example("""
                typealias ↓Cart_totalDependencies = PricingDependency

                struct Cart {
                    func count() -> Int { 0 }
                }
                """),
        ],
        nonTriggering: [
            Example("""
                typealias CheckoutDependencies = LoggingDependency
                    & PaymentsDependency

                struct Checkout<Dependencies: CheckoutDependencies> {
                    let dependencies: Dependencies
                }
                """),
            Example("""
                typealias Cart_totalDependencies = PricingDependency

                extension Cart {
                    func total<Dependencies: Cart_totalDependencies>(dependencies: Dependencies) -> Int { 0 }
                }
                """),
            Example("""
                public typealias CheckoutFeatureDependencies = CheckoutExternalDependencies

                public struct CheckoutFeature<Dependencies: CheckoutFeatureDependencies> {
                    let dependencies: Dependencies
                }
                """),
            Example("typealias Handler = (Int) -> Void"),
        ]
    )

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        let declared = Set(file.types.map(\.name))
        return file.typealiases.compactMap { alias in
            guard alias.name.hasSuffix(Names.dependencies) else { return nil }
            if let owner = Names.owner(ofTypealias: alias.name) {
                if let function = owner.function {
                    let hasFunction = file.types.contains { $0.name == owner.type && $0.functionNames.contains(function) }
                    if hasFunction { return nil }
                    // A type declared elsewhere is typealias-placement's concern.
                    if !declared.contains(owner.type), index.types[owner.type] != nil { return nil }
                    return RawFinding(
                        offset: alias.offset,
                        message: "'\(alias.name)' names the function '\(owner.type).\(function)', which is not declared in this file; declare the typealias beside the function, or name it after one declared here."
                    )
                }
                if declared.contains(owner.type) || index.types[owner.type] != nil { return nil }
            }
            let types = file.types.filter { $0.kind != .extension }.map(\.name)
            let suggestion = types.first.map { " such as '\($0)Dependencies'" } ?? ""
            return RawFinding(
                offset: alias.offset,
                message: "'\(alias.name)' is not named after a type declared in this file; name a dependencies typealias after the type that uses it\(suggestion)."
            )
        }
    }
}
