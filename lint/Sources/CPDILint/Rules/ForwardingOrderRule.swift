/// Flags a dependencies typealias whose components are not in the Guidelines' order.
struct ForwardingOrderRule: Rule {
    let description = RuleDescription(
        id: "forwarding-order",
        summary: "A dependencies typealias lists what it builds on first (an `…ExternalDependencies`, or the superclass's typealias), then everything else in alphabetical order (Guidelines rule 2). A warning: the rulebook's examples list by role and lint with no error.",
        rationale: "One order makes a forwarding list easy to scan and keeps diffs to one line when a dependency is added; `--fix` inserts in the same order.",
        severity: .warning,
        triggering: [
            Example("""
                typealias CheckoutDependencies = ReceiptDependencies // Required by Receipt
                    & ↓LoggingDependency

                struct Checkout<Dependencies: CheckoutDependencies> {
                    let dependencies: Dependencies
                }
                """),
            Example("""
                typealias MapCommandsDependencies = LoggingDependency
                    & ↓MapCommandsExternalDependencies

                struct MapCommands<Dependencies: MapCommandsDependencies> {
                    let dependencies: Dependencies
                }
                """),
        ],
        nonTriggering: [
            Example("""
                typealias MapCommandsDependencies = MapCommandsExternalDependencies
                    & LoggingDependency
                    & NearbyFinderDependencies // Required by NearbyFinder
                    & SearchCenter_resolveDependencies // Required by SearchCenter.resolve

                struct MapCommands<Dependencies: MapCommandsDependencies> {
                    let dependencies: Dependencies
                }
                """),
            Example("""
                typealias ScreenDependencies = TrackingDependency

                class Screen<Dependencies: ScreenDependencies> {
                    let dependencies: Dependencies
                    init(dependencies: Dependencies) { self.dependencies = dependencies }
                }

                typealias CartScreenDependencies = ScreenDependencies // Required by superclass Screen
                    & LoggingDependency

                final class CartScreen<Dependencies: CartScreenDependencies>: Screen<Dependencies> {}
                """),
        ]
    )

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        file.typealiases.compactMap { alias -> RawFinding? in
            guard alias.components.count > 1, index.isDependenciesAlias(alias.qualifiedName) else { return nil }
            let names = alias.components.map(\.name)
            let bases = Self.bases(of: alias, index)
            let expected = Self.order(names, bases: bases)
            guard names != expected else { return nil }
            // The misplaced component: a base after something else, else the first one out of order.
            let leading = names.prefix { bases.contains($0) }.count
            let first = names.indices.first { $0 >= leading && bases.contains(names[$0]) }
                ?? names.indices.first { $0 > leading && Self.precedes(names[$0], names[$0 - 1]) } ?? 0
            return RawFinding(
                offset: alias.components[first].offset,
                message: "'\(names[first])' is out of place in '\(alias.name)'; list what it builds on first, then the rest alphabetically: \(expected.joined(separator: " & "))."
            )
        }
    }

    /// The components that go first: `…ExternalDependencies`, and the superclass's typealias.
    static func bases(of alias: TypealiasFact, _ index: ProjectIndex) -> Set<String> {
        // A feature's entry point builds on the external halves it fills; any other type on its own.
        let owner = Names.owner(ofTypealias: alias.name)
        var bases = Set(alias.components.map(\.name).filter { component in
            component.hasSuffix("ExternalDependencies") && (alias.name.hasSuffix("FeatureDependencies") || owner.map { component == "\($0.type)ExternalDependencies" } == true)
        })
        if let owner, owner.function == nil, let base = index.superclass(of: owner.type),
           let baseAlias = index.receiverAlias(ofType: base, label: "dependencies") {
            // The superclass's typealias, or one of its ancestors' that it forwards.
            bases.insert(baseAlias)
            bases.formUnion(index.closure(of: baseAlias).filter(index.isDependenciesAlias))
        }
        return bases
    }

    /// `names` in the Guidelines' order: bases as written, then the rest alphabetically.
    static func order(_ names: [String], bases: Set<String>) -> [String] {
        names.filter(bases.contains) + names.filter { !bases.contains($0) }.sorted(by: precedes)
    }

    /// Alphabetical, ignoring case.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let (left, right) = (lhs.lowercased(), rhs.lowercased())
        return left == right ? lhs < rhs : left < right
    }
}
