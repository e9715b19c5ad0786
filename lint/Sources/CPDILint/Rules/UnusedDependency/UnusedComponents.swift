/// unused-dependency's model: which components of a typealias nothing that takes it uses. Read by
/// the rule and by its fix.
extension ProjectIndex {
    /// Typealiases whose types hand their dependencies to something cpdi-lint cannot follow: they may
    /// need anything they list, so nothing is called unused in them and `--fix` removes nothing.
    var opaqueAliases: Set<String> {
        derived(OpaqueAliases.self).names
    }

    /// The `…Dependency` protocols a typealias lists directly whose property nothing that takes the
    /// typealias uses (in any of its files), leaving out those a receiver it fails to forward needs:
    /// that is a missing forward, not an unused dependency.
    /// `forwarded` names receivers' typealiases to count as forwarded already (`--fix` adds them in
    /// the same pass).
    func unusedComponents(of alias: TypealiasFact, forwarded: Set<String> = []) -> [(component: (name: String, offset: Int, end: Int), property: String)] {
        let name = alias.qualifiedName
        // A type that hands its dependencies to something unseen may need anything it lists.
        guard isDependenciesAlias(name), !opaqueAliases.contains(name) else { return [] }
        // A typealias nothing takes is misnamed or dead: typealias-name's concern.
        guard let used = namesUsedByAlias[name] else { return [] }
        // A composition root's own conformance list (one no type takes) is what it provides, not what
        // anything uses; a type's typealias a root conforms to is still that type's. And removing the only
        // component of a typealias would leave nothing to compose.
        guard !rootConformedAliases.contains(name) || !(aliasUsers[name] ?? []).isEmpty, alias.components.count > 1 else { return [] }
        let unforwarded = forwarding.gapsByOwnerAlias[name, default: []].reduce(into: Set<String>()) { result, candidates in
            guard !(candidates.count == 1 && forwarded.contains(candidates[0])) else { return }
            for candidate in candidates { result.formUnion(closure(of: candidate)) }
        }
        // What a splice must still forward from its External typealias (missing-requirements writes it) is used.
        let owed = derived(SpliceForwards.self).owed[name] ?? []
        return alias.components.compactMap { component in
            guard let property = dependencyProperties[component.name], !used.contains(property), !owed.contains(property), !unforwarded.contains(component.name),
                  !extensionMembers(of: component.name).contains(where: used.contains)
            else { return nil }
            return (component, property)
        }
    }

    /// What the protocol's extensions add (`extension PricingDependency { func label(for:) … }`): a type
    /// that calls one uses the protocol as surely as one that reads its property.
    /// So do the members of an extension constrained by it (`extension ShopComponent where Dependencies:
    /// TrackingDependency { func track(…) }`): calling one needs the protocol.
    func extensionMembers(of name: String) -> [String] {
        declarations(ofType: name).filter { $0.fact.kind == .extension }.flatMap { $0.fact.functionNames + $0.fact.properties.map(\.name) }
            + (derived(ConstrainedExtensionMembers.self).byProtocol[name] ?? [])
    }

    /// The typealiases of types that pass their dependencies other than as a `dependencies:` argument.
    func aliasesHandedOnElsewhere(_ files: [FileFacts]) -> Set<String> {
        var result: Set<String> = []
        for file in files {
            for type in file.types where type.handsOnDependenciesElsewhere {
                for alias in [dependenciesAlias(ofType: type.name), externalAlias(ofType: type.name), conformedAlias(ofType: type.name)] {
                    if let alias { result.insert(alias) }
                }
            }
        }
        return result
    }
}

/// Per External typealias, the members its splices lack and must forward from it for another typealias
/// (missing-requirements' forwardable gaps, a child's asking), worked out once per index.
struct SpliceForwards: IndexModel {
    let owed: [String: Set<String>]

    init(_ index: ProjectIndex) {
        var owed: [String: Set<String>] = [:]
        for (name, declarations) in index.types where index.isSplice(name) {
            guard let external = index.externalAlias(ofType: name) else { continue }
            for located in declarations where located.fact.kind != .extension {
                guard let gap = MissingRequirementsRule.gap(of: located.fact, index), !gap.forwardable.isEmpty else { continue }
                // Asked for by the External typealias itself, it is needed only as long as that lists it.
                let alias = index.canonical(external)
                owed[alias, default: []].formUnion(gap.forwardable.filter { index.canonical($0.askedBy) != alias }.map(\.name))
            }
        }
        self.owed = owed
    }
}

/// ``ProjectIndex/opaqueAliases``, worked out once per index.
struct OpaqueAliases: IndexModel {
    let names: Set<String>

    init(_ index: ProjectIndex) {
        names = index.forwarding.unresolvedOwners.union(index.aliasesHandedOnElsewhere(index.files))
    }
}

/// The members of extensions constrained `where Dependencies: …`, by each protocol the constraint names,
/// directly or through a typealias, worked out once per index.
struct ConstrainedExtensionMembers: IndexModel {
    let byProtocol: [String: [String]]

    init(_ index: ProjectIndex) {
        var byProtocol: [String: [String]] = [:]
        for declarations in index.types.values {
            for located in declarations where located.fact.kind == .extension {
                let members = located.fact.functionNames + located.fact.properties.map(\.name)
                guard !members.isEmpty else { continue }
                for parameter in located.fact.genericParameters where parameter.name == Names.dependencies {
                    for constraint in parameter.constraints {
                        for name in index.closure(of: constraint).union([constraint]) { byProtocol[name, default: []] += members }
                    }
                }
            }
        }
        self.byProtocol = byProtocol
    }
}
