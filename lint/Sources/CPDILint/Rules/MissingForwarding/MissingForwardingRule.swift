/// Flags a type that hands its dependencies to something with its own typealias without naming
/// that typealias in its own.
struct MissingForwardingRule: Rule {
    let description = RuleDescription(
        id: "missing-forwarding",
        summary: "A type forwards the typealias of every child it creates with its dependencies, every splice it fills (`…ExternalDependencies`), its superclass, every helper it calls with `dependencies:` (`Type_functionDependencies`), and every protocol it adopts that has one.",
        rationale: "The compiler only checks that the protocols add up today. Naming the typealias keeps the requirement true when the child's needs change, instead of compiling by coincidence until they do.",
        severity: .error,
        triggering: [
            Example(files: [
                ("Receipt.swift", """
                    typealias ReceiptDependencies = PrintingDependency

                    struct Receipt<Dependencies: ReceiptDependencies> {
                        let dependencies: Dependencies
                    }
                    """),
                ("Checkout.swift", """
                    typealias CheckoutDependencies = LoggingDependency
                        & PrintingDependency

                    struct Checkout<Dependencies: CheckoutDependencies> {
                        let dependencies: Dependencies

                        func finish() {
                            ↓Receipt(dependencies: dependencies).print()
                        }
                    }
                    """),
            ]),
            Example("""
                typealias ScreenDependencies = TrackingDependency

                class Screen<Dependencies: ScreenDependencies> {
                    let dependencies: Dependencies
                    init(dependencies: Dependencies) { self.dependencies = dependencies }
                }

                typealias CartScreenDependencies = LoggingDependency

                final class CartScreen<Dependencies: CartScreenDependencies>: ↓Screen<Dependencies> {}
                """),
            Example("""
                typealias Pricing_totalDependencies = TaxesDependency

                enum Pricing {
                    static func total<Dependencies: Pricing_totalDependencies>(dependencies: Dependencies) -> Int { 0 }
                }

                typealias CartDependencies = LoggingDependency

                struct Cart<Dependencies: CartDependencies> {
                    let dependencies: Dependencies
                    var total: Int { ↓Pricing.total(dependencies: dependencies) }
                }
                """),
            Example("""
                typealias PaymentExternalDependencies = LoggingDependency

                struct SplicedPaymentDependencies<ExternalDependencies: PaymentExternalDependencies>: PaymentDependencies {
                    let externalDependencies: ExternalDependencies
                }

                typealias CheckoutDependencies = TrackingDependency

                struct Checkout<Dependencies: CheckoutDependencies> {
                    let dependencies: Dependencies
                    func pay() {
                        _ = ↓SplicedPaymentDependencies(externalDependencies: dependencies)
                    }
                }
                """),
            Example("""
                typealias AuditedDependencies = LoggingDependency

                protocol Audited {
                    associatedtype Dependencies: AuditedDependencies
                    var dependencies: Dependencies { get }
                }

                typealias RefundDependencies = PaymentsDependency

                struct Refund<Dependencies: RefundDependencies>: ↓Audited {
                    let dependencies: Dependencies
                }
                """),
        ],
        nonTriggering: [
            Example(files: [
                ("Receipt.swift", """
                    typealias ReceiptDependencies = PrintingDependency

                    struct Receipt<Dependencies: ReceiptDependencies> {
                        let dependencies: Dependencies
                    }
                    """),
                ("Checkout.swift", """
                    typealias CheckoutDependencies = LoggingDependency
                        & ReceiptDependencies // Required by Receipt

                    struct Checkout<Dependencies: CheckoutDependencies> {
                        let dependencies: Dependencies

                        func finish() {
                            Receipt(dependencies: dependencies).print()
                        }
                    }
                    """),
            ]),
            Example("""
                typealias CheckoutDependencies = LoggingDependency
                    & SummaryDependencies

                typealias SummaryDependencies = ReceiptDependencies

                struct Checkout<Dependencies: CheckoutDependencies> {
                    let dependencies: Dependencies
                    func finish() { Receipt(dependencies: dependencies).print() }
                }

                typealias ReceiptDependencies = PrintingDependency
                """),
            Example("""
                typealias CheckoutDependencies = LoggingDependency

                struct Checkout<Dependencies: CheckoutDependencies> {
                    let dependencies: Dependencies
                    func finish(spliced: SplicedReceiptDependencies) { Receipt(dependencies: spliced).print() }
                }

                typealias ReceiptDependencies = PrintingDependency
                """),
        ],
        rulebook: "«If your code file instantiates a struct or class that has its own dependencies type, you must forward that child's Dependencies type alias along with your file's Dependencies type alias.» Likewise «if you inherit a class that has its own dependencies requirement, you must forward that superclass' Dependencies type alias», «if your file calls a helper function that has its own dependencies requirement, you must forward that function's Dependencies type alias», and «If your type implements a protocol with an associated Dependencies type, you must also forward that base class or protocol file's FooDependencies type alias.»"
    )

    var models: [any IndexModel.Type] { [ForwardingModel.self, CompositionLoops.self] }

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        // Typealiases that already forward each other: one finding per loop, at its first name.
        let loops = file.typealiases.compactMap { alias -> RawFinding? in
            guard let loop = index.derived(CompositionLoops.self).loops[alias.qualifiedName], index.typealiases[alias.qualifiedName]?.first?.path == file.path else { return nil }
            return RawFinding(
                offset: alias.offset,
                message: "'\(alias.qualifiedName)' reaches itself through what it forwards (\(loop.joined(separator: " → "))), which the compiler rejects (\"type alias references itself\"); remove one forward of the loop: let one of the types receive the other already built, or have a parent create both and forward both typealiases."
            )
        }
        return loops + gaps(in: file, index).compactMap { gap in
            let declaration = index.typealiases[gap.owner.alias]!.first!
            if !gap.cycle.isEmpty {
                // One finding per loop: at the gap of its first typealias by name.
                guard gap.owner.alias == gap.cycle.min() else { return nil }
                return RawFinding(
                    offset: gap.offset,
                    message: "'\(gap.owner.name)' \(gap.what), but forwarding '\(gap.candidates[0])' from '\(gap.owner.alias)' would close a loop (\(gap.cycle.joined(separator: " → "))) that the compiler rejects (\"type alias references itself\"); break the loop: let one of them receive the other already built, or have a parent create both and forward both typealiases."
                )
            }
            // A name from a module the typealias's file does not import needs that import too.
            func imports(_ names: [String]) -> String {
                let modules = Set(names.compactMap { index.missingImport(of: $0, in: declaration.path) }).sorted()
                return modules.isEmpty ? "" : ", and " + modules.map { "`import \($0)`" }.joined(separator: ", ") + " to its file"
            }
            if !gap.needsAll.isEmpty {
                let lines = gap.needsAll.map { "`& \($0) // Required by \(gap.requiredBy)`" }.joined(separator: ", ")
                // A public typealias cannot name an internal protocol either: those are made public first, with
                // the internal types their requirements name.
                let hidden = Self.internalDeclarations(among: gap.needsAll, index)
                if !hidden.names.isEmpty {
                    let names = hidden.names.map { "'\($0)'" }
                    let signatures = hidden.withSignatures.map { "'\($0)'" }.joined(separator: ", ")
                    let listed = (names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!)
                        + (signatures.isEmpty ? "" : " (and every internal type the methods of \(signatures) name)")
                    return RawFinding(
                        offset: gap.offset,
                        message: "'\(gap.owner.name)' \(gap.what), but '\(gap.owner.alias)' (\(index.cite(declaration.path)):\(declaration.fact.line)) lacks what '\(gap.candidates[0])' requires, and a public typealias names only public declarations; make \(listed) public, then add \(lines) to it\(imports(gap.needsAll)). (--fix leaves this to you.)",
                        quotesLinesOf: declaration.path
                    )
                }
                return RawFinding(
                    offset: gap.offset,
                    message: "'\(gap.owner.name)' \(gap.what), but '\(gap.owner.alias)' (\(index.cite(declaration.path)):\(declaration.fact.line)) lacks what '\(gap.candidates[0])' requires, and a public typealias cannot name that internal one; add \(lines) to it\(imports(gap.needsAll)).",
                    quotesLinesOf: declaration.path
                )
            }
            if gap.childBecomesPublic {
                let child = gap.candidates[0]
                let access = declaration.fact.accessModifier ?? "public"
                let others = gap.becomePublic.dropFirst()
                let opened = gap.importsToOpen.map { index.cite($0) }
                let also = others.isEmpty ? "" : ", and the typealiases it composes: " + others.map { "'\($0)'" }.joined(separator: ", ")
                let opening = opened.isEmpty ? "" : " First make the imports of \(opened.joined(separator: ", ")) public (`public import …`): a public typealias cannot name what an internal import brings in. (--fix leaves this to you.)"
                return RawFinding(
                    offset: gap.offset,
                    message: "'\(gap.owner.name)' \(gap.what), but '\(gap.owner.alias)' (\(index.cite(declaration.path)):\(declaration.fact.line)) does not name '\(child)'; add `& \(child) // Required by \(gap.requiredBy)` to it\(imports([child])), and make '\(child)' \(access == "open" ? "public" : access), `\(access) typealias \(child) = …`\(also), since a \(access == "package" ? "package" : "public") typealias names only \(access == "package" ? "package or public" : "public") ones (the rulebook's 'PDPFeatureDependencies' forwards 'PDPDataRepositoryDependencies' so).\(opening)",
                    quotesLinesOf: declaration.path
                )
            }
            let required = gap.candidates.count == 1 ? "'\(gap.candidates[0])'" : "one of " + gap.candidates.map { "'\($0)'" }.joined(separator: ", ")
            // What only some builds compile is forwarded by hand.
            let declared = index.typealiases[gap.owner.alias] ?? []
            let byHand: String
            if declared.count > 1 {
                let branches = declared.allSatisfy(\.fact.isConditional) ? ", in `#if` branches" : ""
                byHand = " (--fix leaves it: '\(gap.owner.alias)' is declared \(declared.count) times\(branches); add it to each that compiles this call.)"
            } else if Self.isOnlyInSomeBuilds(gap.candidates[0], forwardedBy: declaration.fact, index) {
                byHand = " (--fix leaves it: '\(gap.candidates[0])' is declared inside `#if`, so a build without it would not compile; declare '\(gap.owner.alias)' inside the same `#if` with the forward, and in its `#else` without.)"
            } else if gap.candidates.count == 1, let child = index.typealiases[gap.candidates[0]]?.first,
                      let hidden = Fixer.hiddenAccess(of: child.fact, from: declaration.fact) {
                byHand = " '\(gap.owner.alias)' cannot name a \(hidden) typealias: make '\(gap.candidates[0])' internal, `typealias \(gap.candidates[0]) = …` (its type may stay \(hidden))."
            } else {
                byHand = ""
            }
            // A public typealias cannot name an internal one: first the change public-typealias asks for.
            let when = gap.ownerBecomesInternal ? "once '\(gap.owner.alias)' is internal, as public-typealias says it must be, " : ""
            return RawFinding(
                offset: gap.offset,
                message: "'\(gap.owner.name)' \(gap.what), but '\(gap.owner.alias)' (\(index.cite(declaration.path)):\(declaration.fact.line)) does not name \(required); \(when)add `& \(gap.candidates[0]) // Required by \(gap.requiredBy)` to it\(imports([gap.candidates[0]])).\(byHand)",
                quotesLinesOf: declaration.path
            )
        }
    }

    /// Of `needs` (protocols and public typealiases a public typealias is to name), the protocols declared
    /// here below public, then the internal types their properties are of (`FavSorting` for `var favSorting:
    /// any FavSorting`), through every protocol among those: what must be made public for the forward to
    /// compile; and of those protocols, the ones with other requirements (`func sort(_ items: [FavItem])`),
    /// whose signatures may name more. (A struct or class made public keeps its members as they are.)
    static func internalDeclarations(among needs: [String], _ index: ProjectIndex) -> (names: [String], withSignatures: [String]) {
        func declarations(_ name: String) -> [ProjectIndex.Located<TypeFact>] {
            guard index.typealiases[index.canonical(name)] == nil else { return [] }
            return (index.types[name] ?? []).filter { $0.fact.kind != .extension && $0.fact.enclosingTypes.isEmpty }
        }
        var hidden: [String] = [], withSignatures: [String] = []
        var pending = needs.reversed() as [String]
        while let name = pending.popLast() {
            let declared = declarations(name)
            guard !declared.isEmpty, !declared.contains(where: { $0.fact.isExported }), !hidden.contains(name) else { continue }
            hidden.append(name)
            for declaration in declared where declaration.fact.kind == .protocol {
                if declaration.fact.requirements.contains(where: { $0.propertyName == nil }), !withSignatures.contains(name) { withSignatures.append(name) }
                let written = declaration.fact.requirements.compactMap(\.type).flatMap { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") } }
                pending.append(contentsOf: written.map(String.init).reversed())
            }
        }
        return (hidden, withSignatures)
    }

    /// Whether the typealias `child` is declared only inside an `#if` that `owner` is not in: forwarding
    /// it unconditionally would not compile in the builds that lack it.
    static func isOnlyInSomeBuilds(_ child: String, forwardedBy owner: TypealiasFact, _ index: ProjectIndex) -> Bool {
        guard let declarations = index.typealiases[child], !declarations.isEmpty else { return false }
        return declarations.allSatisfy(\.fact.isConditional) && !owner.isConditional
    }

    /// `Bar` for `BarDependencies`, `Baz.track` for `Baz_trackDependencies`, `Bar` for `BarExternalDependencies`.
    static func child(of alias: String) -> String {
        Names.owner(ofTypealias: alias).map { owner in owner.function.map { "\(owner.type).\($0)" } ?? owner.type } ?? alias
    }

    /// The gaps reported in `file`: each owner and receiver once, where it first happens.
    func gaps(in file: FileFacts, _ index: ProjectIndex) -> [ForwardingGap] {
        index.forwarding.gapsByPath[file.path] ?? []
    }
}
