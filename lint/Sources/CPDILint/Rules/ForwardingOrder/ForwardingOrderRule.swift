/// Flags a dependencies typealias whose components are not in the rulebook's order by role. Off by
/// default: the rulebook shows the order in an example but never asks for it.
struct ForwardingOrderRule: Rule {
    let description = RuleDescription(
        id: "forwarding-order",
        summary: "Opt-in. A dependencies typealias lists its components by role, as the rulebook's `FooDependencies` example does: the `…ExternalDependencies` it builds on, then dependency protocols used directly, then children's typealiases, then helpers' (`Type_functionDependencies`). The superclass's typealias may stand anywhere: the rulebook lists it first in `FooDependencies` and after `TrackingDependency` in `PDPViewControllerDependencies`.",
        rationale: "One order makes a forwarding list easy to scan; `--fix` inserts forwards in the same order. This project's convention, not a rule the rulebook states: it is off unless `.cpdi-lint.json` turns it on.",
        severity: .warning,
        triggering: [
            Example("""
                typealias CheckoutDependencies = ReceiptDependencies // Required by Receipt
                    & ↓LoggingDependency // Used directly

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
                    & TrackingDependency
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
        ],
        isOnByDefault: false
    )

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        file.typealiases.compactMap { alias -> RawFinding? in
            guard alias.components.count > 1, index.isDependenciesAlias(alias.qualifiedName) else { return nil }
            let bases = Self.bases(of: alias, index)
            // `AnyObject`, `Sendable` and other constraints have no role and may stand anywhere.
            let ranked = alias.components.filter { !Self.isSuperclassAlias($0.name, bases: bases) }.compactMap { component in
                Self.role(of: component.name, bases: bases, index).map { (component: component, role: $0) }
            }
            // The first component whose role comes before an earlier one's: the one that must move up.
            guard let misplaced = ranked.indices.dropFirst().first(where: { ranked[$0].role < ranked[$0 - 1].role }),
                  let before = ranked[..<misplaced].first(where: { $0.role > ranked[misplaced].role })
            else { return nil }
            let component = ranked[misplaced]
            // The whole order at once, so that one edit settles it.
            let ordered = ranked.enumerated().sorted { ($0.element.role, $0.offset) < ($1.element.role, $1.offset) }.map(\.element.component.name)
            return RawFinding(
                offset: component.component.offset,
                message: "'\(component.component.name)' (\(component.role.title)) comes after '\(before.component.name)' (\(before.role.title)) in '\(alias.name)'; order them `\(ordered.joined(separator: " & "))`: this project's order (opt-in) lists what a typealias builds on, then dependency protocols used directly, then children's typealiases, then helpers', as the rulebook's FooDependencies example does."
            )
        }
    }

    /// A component's place in the rulebook's order.
    enum Role: Int, Comparable {
        case base, direct, child, helper

        var title: String {
            switch self {
            case .base: "what it builds on"
            case .direct: "used directly"
            case .child: "a child's typealias"
            case .helper: "a helper's typealias"
            }
        }

        static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    static func role(of name: String, bases: Set<String>, _ index: ProjectIndex) -> Role? {
        if bases.contains(name) { return .base }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        if index.isDependencyProtocolName(name) {
            // A group of protocols under a protocol-like name (`typealias HasLoggers = …`) has no role.
            return index.hasTypealias(name) ? (last.hasSuffix(Names.dependencies) ? .child : nil) : .direct
        }
        if let owner = Names.owner(ofTypealias: last), owner.function != nil { return .helper }
        // A free function's typealias (`ReportDependencies` of `func report(dependencies:)`) is a helper's.
        if let owner = Names.owner(ofTypealias: last), index.declarations(ofType: owner.type).isEmpty,
           let first = owner.type.first,
           (index.functions[first.lowercased() + owner.type.dropFirst()] ?? []).contains(where: { $0.fact.enclosingType == nil
               && ($0.fact.parameterLabels.contains { $0.typeName == last } || $0.fact.genericParameters.contains { $0.constraints.contains(last) }) }) {
            return .helper
        }
        return index.isDependenciesAlias(name) || last.hasSuffix(Names.dependencies) ? .child : nil
    }

    /// The components that go first: `…ExternalDependencies`, and the superclass's typealias.
    static func bases(of alias: TypealiasFact, _ index: ProjectIndex) -> Set<String> {
        // A feature's entry point builds on the external halves it fills; any other type on its own.
        let owner = Names.owner(ofTypealias: alias.name)
        var bases = Set(alias.components.map(\.name).filter { component in
            Names.isExternalAliasName(component) && (alias.name.hasSuffix(Names.featureDependencies) || owner.map { component == "\($0.type)ExternalDependencies" } == true)
        })
        bases.formUnion(adoptedAliases(of: alias, index))
        if let owner, owner.function == nil, let base = index.superclass(of: owner.type),
           let baseAlias = index.receiverAlias(ofType: base, label: "dependencies") {
            // The superclass's typealias, or one of its ancestors' that it forwards.
            bases.insert(baseAlias)
            bases.formUnion(index.closure(of: baseAlias).filter { index.isDependenciesAlias($0) })
        }
        return bases
    }

    /// What the protocols the owner adopts ask of its `Dependencies` (`PDPComponent`'s
    /// `PDPComponentDependencies`): bases, which the rulebook's `PDPViewDependencies` lists last.
    static func adoptedAliases(of alias: TypealiasFact, _ index: ProjectIndex) -> Set<String> {
        guard let owner = Names.owner(ofTypealias: alias.name), owner.function == nil else { return [] }
        var aliases: Set<String> = []
        for located in index.declarations(ofType: owner.type) {
            for adopted in located.fact.inherited where index.declarations(ofType: adopted.name).contains(where: { $0.fact.kind == .protocol }) {
                if let adoptedAlias = index.dependenciesAlias(ofType: adopted.name) { aliases.insert(adoptedAlias) }
            }
        }
        return aliases
    }

    /// The superclass's typealias and its ancestors' (`bases` less the external halves): the rulebook
    /// lists it first in `FooDependencies` but after `TrackingDependency` in `PDPViewControllerDependencies`,
    /// so it may stand anywhere.
    static func isSuperclassAlias(_ name: String, bases: Set<String>) -> Bool {
        bases.contains(name) && !Names.isExternalAliasName(name)
    }
}
