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
        ]
    )

    /// A place where a type hands its dependencies on without naming the typealias that needs.
    struct Gap {
        var offset: Int
        var owner: (alias: String, name: String)
        var what: String
        var candidates: [String]
    }

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        gaps(in: file, index).map { gap in
            let declaration = index.typealiases[gap.owner.alias]!.first!
            let required = gap.candidates.count == 1 ? "'\(gap.candidates[0])'" : "one of " + gap.candidates.map { "'\($0)'" }.joined(separator: ", ")
            return RawFinding(
                offset: gap.offset,
                message: "'\(gap.owner.name)' \(gap.what), but '\(gap.owner.alias)' (\(declaration.path):\(declaration.fact.line)) does not name \(required); add `& \(gap.candidates[0]) // Required by \(Self.child(of: gap.candidates[0]))` to it."
            )
        }
    }

    /// `Bar` for `BarDependencies`, `Baz.track` for `Baz_trackDependencies`, `Bar` for `BarExternalDependencies`.
    static func child(of alias: String) -> String {
        Names.owner(ofTypealias: alias).map { owner in owner.function.map { "\(owner.type).\($0)" } ?? owner.type } ?? alias
    }

    func gaps(in file: FileFacts, _ index: ProjectIndex) -> [Gap] {
        var gaps: [Gap] = []
        for call in file.calls where call.passesOwnDependencies {
            guard let owner = Names.owner(of: call.context, index) else { continue }
            let labels = Set(call.labels.map(\.label))
            let candidates: [String]
            let what: String
            switch call.callee {
            case .type(let name) where name.hasPrefix("Spliced") && name.hasSuffix(Names.dependencies) && labels.contains("externalDependencies"):
                let type = String(name.dropFirst("Spliced".count).dropLast(Names.dependencies.count))
                candidates = ["\(type)ExternalDependencies"]
                what = "fills '\(name)' with its dependencies"
            case .type(let name) where labels.contains("dependencies"):
                candidates = ["\(name)Dependencies"]
                what = "creates '\(name)' with its dependencies"
            case .member(let base?, let name) where base.first?.isUppercase == true && labels.contains("dependencies"):
                candidates = ["\(base)_\(name)Dependencies"]
                what = "calls '\(base).\(name)' with its dependencies"
            case .member(_, let name) where labels.contains("dependencies"):
                candidates = index.functionTypealiases[name] ?? []
                what = "calls '.\(name)' with its dependencies"
            case .function(let name) where labels.contains("dependencies"):
                candidates = index.functionTypealiases[name] ?? []
                what = "calls '\(name)' with its dependencies"
            default:
                continue
            }
            if let gap = gap(owner: owner, what: what, candidates: candidates.filter(index.hasTypealias), at: call.offset, index) {
                gaps.append(gap)
            }
        }
        for type in file.types where type.kind != .protocol {
            let constraint = type.kind == .extension ? index.dependenciesConstraint(ofType: type.name) : type.dependenciesConstraint
            guard let constraint else { continue }
            for inherited in type.inherited where index.types[inherited.name] != nil {
                let alias = "\(inherited.name)Dependencies"
                guard index.hasTypealias(alias) else { continue }
                let what = index.isClass(inherited.name) ? "inherits from '\(inherited.name)'" : "adopts '\(inherited.name)'"
                if let gap = gap(owner: (constraint, type.name), what: what, candidates: [alias], at: inherited.offset, index) {
                    gaps.append(gap)
                }
            }
        }
        return gaps
    }

    private func gap(owner: (alias: String, name: String), what: String, candidates: [String], at offset: Int, _ index: ProjectIndex) -> Gap? {
        guard !candidates.isEmpty, index.typealiases[owner.alias]?.first != nil else { return nil }
        let named = index.closure(of: owner.alias).union([owner.alias])
        guard !candidates.contains(where: named.contains) else { return nil }
        return Gap(offset: offset, owner: owner, what: what, candidates: candidates)
    }
}
