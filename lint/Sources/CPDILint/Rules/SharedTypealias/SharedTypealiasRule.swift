/// Flags a type (or function) constrained by another type's `…Dependencies` typealias, and a typealias
/// that composes another type's without its type handing its dependencies to that type.
struct SharedTypealiasRule: Rule {
    let description = RuleDescription(
        id: "shared-typealias",
        summary: "A type's `…Dependencies` typealias is the generic constraint of that type only; other types forward it inside their own typealias, and only when they hand their dependencies to that type (a direct child, a superclass, a helper).",
        rationale: "A shared typealias couples two types' requirements: adding a dependency to one silently adds it to the other.",
        severity: .error,
        triggering: [
            Example("""
                typealias ReceiptDependencies = PrintingDependency

                struct Receipt<Dependencies: ReceiptDependencies> {
                    let dependencies: Dependencies
                }

                struct Invoice<Dependencies: ↓ReceiptDependencies> {
                    let dependencies: Dependencies
                }
                """),
            Example("""
                typealias ReceiptDependencies = PrintingDependency

                struct Receipt<Dependencies: ReceiptDependencies> {
                    let dependencies: Dependencies
                }

                // Invoice never creates a Receipt: it borrows Receipt's typealias for the printer.
                typealias InvoiceDependencies = ↓ReceiptDependencies

                struct Invoice<Dependencies: InvoiceDependencies> {
                    let dependencies: Dependencies
                    func print() { dependencies.printer.print("invoice") }
                }
                """),
        ],
        nonTriggering: [
            Example("""
                typealias ReceiptDependencies = PrintingDependency

                struct Receipt<Dependencies: ReceiptDependencies> {
                    let dependencies: Dependencies
                }

                typealias InvoiceDependencies = ReceiptDependencies // Required by Receipt

                struct Invoice<Dependencies: InvoiceDependencies> {
                    let dependencies: Dependencies
                    func receipt() -> Receipt<Dependencies> { Receipt(dependencies: dependencies) }
                }
                """),
            Example("""
                typealias ReceiptExternalDependencies = PrintingDependency

                struct SplicedReceiptDependencies<ExternalDependencies: ReceiptExternalDependencies>: ReceiptDependencies {
                    let externalDependencies: ExternalDependencies
                }
                """),
        ],
        rulebook: "«Dependencies type aliases should never be reused or shared with other types, except when forwarding them as sub-dependencies. Forwarding a Dependencies type alias should only happen in the following sub-dependencies situations: Direct Child Dependencies, Superclass Dependencies, Helper or Static Function Dependencies»"
    )

    var models: [any IndexModel.Type] { [ForwardingModel.self, AliasConformers.self, ConstrainedExtensions.self] }

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        var findings: [RawFinding] = []
        func check(_ parameter: GenericParameterFact, of user: String, in type: String?, nesting: [String]) {
            for (constraint, offset) in zip(parameter.constraints, parameter.constraintOffsets) where index.isDependenciesAlias(constraint) {
                guard let owner = Self.owner(of: constraint, index), !Self.belongs(user, in: type, nesting: nesting, to: owner, alias: constraint) else { continue }
                let others = parameter.constraints.filter { $0 != constraint }
                findings.append(RawFinding(offset: offset, message: Self.advice(user: user, type: type, alias: constraint, owner: owner, besides: others, index)))
            }
        }
        // A splice, or a misnamed one, is splice-name's concern.
        for type in file.types where type.kind != .extension && !Names.isSpliceName(type.name) && !index.isSplice(type.name) {
            // A protocol that vends a generic type names it through an associated type constrained by
            // that type's typealias (`associatedtype R: ReviewsRepositoryDependencies`): it uses the
            // type, it does not share its typealias.
            let parameters = type.kind == .protocol ? type.associatedTypes.filter { $0.name == Names.dependencies } : type.genericParameters + type.associatedTypes
            for parameter in parameters {
                check(parameter, of: type.name, in: type.name, nesting: type.enclosingTypes)
            }
        }
        findings += Self.borrowedComponents(in: file, index)
        for function in file.functions {
            // An override or a protocol's witness must keep the generic signature it overrides or meets.
            let opaque = function.parameterLabels.filter(\.isOpaque).flatMap { $0.composition.isEmpty ? [$0.typeName ?? ""] : $0.composition }
            if let type = function.enclosingType, let owner = (function.genericParameters.flatMap(\.constraints) + opaque).lazy.compactMap({ Self.owner(of: $0, index) }).first,
               owner.function == function.name, Self.inherits(type, from: owner.type, index) {
                continue
            }
            for parameter in function.genericParameters {
                check(parameter, of: function.name, in: function.enclosingType, nesting: function.enclosingTypes)
            }
            // `dependencies: some CartViewModelDependencies` is a generic parameter without a name.
            for parameter in function.parameterLabels where parameter.isOpaque {
                let constraints = parameter.composition.isEmpty ? [parameter.typeName ?? ""] : parameter.composition
                let unnamed = GenericParameterFact(name: "some", constraints: constraints, constraintOffsets: constraints.map { _ in parameter.offset }, offset: parameter.offset)
                check(unnamed, of: function.name, in: function.enclosingType, nesting: function.enclosingTypes)
            }
        }
        return findings
    }

    /// The type (and function) a typealias belongs to: the one its name says when that exists,
    /// else the first declaration it constrains; `nil` when it names nothing and constrains nothing.
    static func owner(of alias: String, _ index: ProjectIndex) -> (type: String, function: String?)? {
        let users = index.aliasUsers[alias] ?? []
        let named = Names.owner(ofTypealias: alias.split(separator: ".").last.map(String.init) ?? alias)
        // The user its name names; else the one typealias-name says to rename it after.
        if named != nil, !users.contains(where: { Names.isNamed(alias, after: $0) }), let first = users.first {
            return Names.owner(ofTypealias: "\(first)Dependencies").map { ($0.type, $0.function) }
        }
        if let named, index.types[named.type] != nil || named.function == nil && index.functions[named.type.prefix(1).lowercased() + named.type.dropFirst()] != nil {
            return (named.type, named.function)
        }
        // A name that says no owner: the one typealias-name says to name it after (one owner per typealias).
        if named == nil, let first = users.first, let owner = Names.owner(ofTypealias: "\(first)Dependencies") {
            return (owner.type, owner.function)
        }
        for declarations in index.types.values.sorted(by: { ($0.first?.path ?? "", $0.first?.fact.offset ?? 0) < ($1.first?.path ?? "", $1.first?.fact.offset ?? 0) }) {
            // A splice is constrained by the External typealias of the type it serves, which is not its own.
            for located in declarations where located.fact.kind != .extension && !Names.isSpliceName(located.fact.name) && !index.isSplice(located.fact.name) {
                if (located.fact.genericParameters + located.fact.associatedTypes).contains(where: { $0.constraints.contains(alias) }) {
                    return (located.fact.name, nil)
                }
            }
        }
        return nil
    }

    /// Another type's typealias composed by a type that never hands its dependencies to that type:
    /// borrowed, not forwarded («Forwarding … should only happen in the following situations: Direct
    /// Child, Superclass, Helper»). Only where nothing says otherwise: the type neither mentions the
    /// other nor hands its dependencies to something cpdi-lint cannot see, and does not conform to the
    /// typealias itself (a composition root composes what the features it serves need).
    static func borrowedComponents(in file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        var findings: [RawFinding] = []
        let forwarding = index.forwarding
        let conformers = index.derived(AliasConformers.self).types
        // The type a typealias is named after: a nested type's by its path (`OrdersRowDependencies` is `Orders.Row`'s).
        func namedType(_ alias: String) -> (type: String, function: String?)? {
            guard let named = Names.owner(ofTypealias: alias.split(separator: ".").last.map(String.init) ?? alias) else { return nil }
            guard named.function == nil, index.declarations(ofType: named.type).isEmpty,
                  let path = index.aliasUsers[alias]?.first(where: { $0.contains(".") && Names.isNamed(alias, after: $0) })
            else { return (named.type, named.function) }
            return (path, nil)
        }
        for alias in file.typealiases where alias.enclosingTypes.isEmpty && index.isDependenciesAlias(alias.qualifiedName) {
            // A function's typealias (`CartFormatting_timestampDependencies`) is checked in its type's files,
            // by what that function hands its dependencies to.
            guard let owner = namedType(alias.qualifiedName) else { continue }
            let declarations = index.declarations(ofType: owner.type)
            // A protocol's typealias says what its conformers and users need; it creates nothing itself.
            guard !declarations.isEmpty, !declarations.contains(where: { $0.fact.kind == .protocol }), !forwarding.unresolvedOwners.contains(alias.qualifiedName),
                  !declarations.contains(where: { $0.fact.inherited.contains { $0.name == alias.name } })
            else { continue }
            // Another type's typealias among the components, which the rest of this asks about: most have none.
            let candidates = alias.components.compactMap { component -> (component: (name: String, offset: Int, end: Int), name: String, child: (type: String, function: String?))? in
                let name = index.canonical(component.name)
                guard index.isDependenciesAlias(name), let child = namedType(name), child.type != owner.type,
                      !index.declarations(ofType: child.type).isEmpty || child.function != nil
                else { return nil }
                return (component, name, child)
            }
            let received = (forwarding.receivedByOwnerAlias[alias.qualifiedName] ?? []).map { index.canonical($0) }
            // Only what it hands its dependencies to directly: a grandchild's typealias is its child's to forward.
            let unreceived = candidates.filter { candidate in !received.contains { $0 == candidate.name || index.composes([candidate.name], anyOf: [$0]) } }
            guard !unreceived.isEmpty else { continue }
            let bases = ForwardingOrderRule.bases(of: alias, index)
            // Everything the type's declarations mention (what it creates, stores, inherits or constrains
            // by), and the roots' and splices' that conform to its typealias and hand themselves on.
            // The rulebook speaks of what a code file instantiates: every name the files that declare the
            // type (or a conformer) write, as a value or as a type, counts. Looked up, not gathered: most
            // components are justified by what the type hands its dependencies to.
            let sources = declarations + (conformers[alias.qualifiedName] ?? []).flatMap { index.declarations(ofType: $0) }
            let paths = Set(sources.map(\.path))
            // A nested type (`Orders.Row`) by every part of its path, or by its own name inside the type around it.
            // A plain name written inside a nested type means the type nested beside it, if there is one.
            func mentions(_ name: String) -> Bool {
                guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else {
                    return mentionsName(name) && index.typeName(name, in: owner.type.split(separator: ".").map(String.init)) == name
                }
                let scope = String(name[..<dot])
                return mentionsName(String(name[name.index(after: dot)...]))
                    && (owner.type == scope || owner.type.hasPrefix(scope + ".") || scope.split(separator: ".").allSatisfy { mentionsName(String($0)) })
            }
            func mentionsName(_ name: String) -> Bool {
                paths.contains { index.referencedNames[$0]?.contains(name) == true }
                    || sources.contains { located in
                        located.fact.inherited.contains { $0.name == name }
                            || (located.fact.genericParameters + located.fact.associatedTypes).contains { $0.constraints.contains(name) }
                    }
            }
            let constrainedExtensions = index.derived(ConstrainedExtensions.self).types
            for (component, name, child) in unreceived {
                guard !bases.contains(component.name), !bases.contains(name) else { continue }
                let justified = owner.function.map { index.receivers(ofFunction: $0, in: owner.type).contains(child.type) } == true
                    || mentions(child.type) || child.function.map(mentions) == true
                    || Self.inherits(owner.type, from: child.type, index)
                    // A type it mentions asks for it in a constrained extension (`where Dependencies: X`).
                    || (constrainedExtensions[name] ?? []).contains(where: mentions)
                guard !justified else { continue }
                let protocols = index.closure(of: name).filter { !index.hasTypealias($0) }.sorted()
                let replacement = protocols.isEmpty ? "the dependency protocols it uses from it" : "`\(protocols.joined(separator: " & "))`, the protocols it composes"
                let childName = child.function.map { "\(child.type).\($0)" } ?? child.type
                let ownerName = owner.function.map { "\(owner.type).\($0)" } ?? owner.type
                findings.append(RawFinding(
                    offset: component.offset,
                    message: "'\(alias.name)' composes '\(component.name)', the typealias of '\(childName)', but '\(ownerName)' never \(child.function == nil ? "creates" : "calls") '\(childName)' or hands it its dependencies; a typealias is forwarded only to a direct child, a superclass or a helper, so name what '\(ownerName)' uses instead: replace it with \(replacement), or remove it if '\(ownerName)' uses none of it."
                ))
            }
        }
        return findings
    }

    /// Whether `type` inherits from or conforms to `ancestor`, through any of its declarations.
    static func inherits(_ type: String, from ancestor: String, _ index: ProjectIndex) -> Bool {
        var seen: Set<String> = [type]
        var pending = [type]
        while let next = pending.popLast() {
            for located in index.declarations(ofType: next) {
                for inherited in located.fact.inherited {
                    if inherited.name == ancestor { return true }
                    if seen.insert(inherited.name).inserted { pending.append(inherited.name) }
                }
            }
        }
        return false
    }

    /// Whether `user` (a type, or a function in `type`) may be constrained by `owner`'s typealias:
    /// it is the owner, a function or nested type of it, or its splice.
    static func belongs(_ user: String, in type: String?, nesting: [String], to owner: (type: String, function: String?), alias: String) -> Bool {
        // A nested type's owner is named by its path (`Orders.Row`); a function's nesting ends with its type.
        let path = (nesting.last == type ? nesting : nesting + (type.map { [$0] } ?? [])).joined(separator: ".")
        if let function = owner.function {
            return user == function && (type == owner.type || path == owner.type)
        }
        let lowered = owner.type.prefix(1).lowercased() + owner.type.dropFirst()
        return type == owner.type || path == owner.type || nesting.contains(owner.type) || user == lowered
            || type.flatMap(Names.spliceStem) == owner.type
    }

    /// Advice that points the rulebook's way: the user gets its own typealias, and whichever of the
    /// two creates the other forwards the child's.
    /// `besides` are the parameter's other constraints (`<Dependencies: ParserDependencies & TrackingDependency>`),
    /// which the user's own typealias takes too.
    static func advice(user: String, type: String?, alias: String, owner: (type: String, function: String?), besides: [String] = [], _ index: ProjectIndex) -> String {
        let ownerName = owner.function.map { "\(owner.type).\($0)" } ?? owner.type
        let isFunction = type != user
        // An initializer takes its type's typealias (typealias-name): `PriceFormatterDependencies`.
        let own = isFunction && !(type != nil && user == "init")
            ? "\(type ?? (user.prefix(1).uppercased() + user.dropFirst()))\(type == nil ? "" : "_\(user)")Dependencies"
            : "\(type ?? user)Dependencies"
        let spelled = isFunction ? (type.map { "\($0).\(user)" } ?? user) : user
        // Its own typealias exists already: constrained by it alone, which forwards the other.
        if index.hasTypealias(own) {
            let forward = index.closure(of: own).contains(index.canonical(alias)) ? ", which forwards it" : ", and forward it from '\(own)': `& \(alias) // Required by \(ownerName)`"
            let written = besides.contains(own) ? "constrain '\(spelled)' by '\(own)' alone" : "constrain '\(spelled)' by '\(own)' instead"
            return "'\(spelled)' is constrained by '\(alias)', which belongs to '\(ownerName)'; \(written)\(forward)."
        }
        if creates(owner.type, user: type ?? user, index) {
            return "'\(spelled)' is constrained by '\(alias)', which belongs to '\(ownerName)'; declare '\(own)' with what '\(spelled)' uses, constrain '\(spelled)' by it, and forward it from '\(alias)': `& \(own) // Required by \(spelled)`."
        }
        // What a function forwards is what it creates itself, not what another function of its type does.
        if isFunction ? index.receivers(ofFunction: user, in: type).contains(owner.type) : creates(type ?? user, user: owner.type, index) {
            let composed = (besides + [alias]).joined(separator: " & ")
            let alone = besides.isEmpty ? "" : ", and constrain '\(spelled)' by it alone"
            return "'\(spelled)' is constrained by '\(alias)', which belongs to '\(ownerName)'; declare '\(own)' for '\(spelled)' that forwards it: `typealias \(own) = \(composed) // Required by \(ownerName)`\(alone)."
        }
        return "'\(spelled)' is constrained by '\(alias)', which belongs to '\(ownerName)'; declare '\(own)' with what '\(spelled)' uses and constrain '\(spelled)' by it."
    }

    /// Whether a type or its functions create or call `user` with their dependencies.
    private static func creates(_ type: String, user: String, _ index: ProjectIndex) -> Bool {
        index.receivers[type]?.contains(user) == true
    }
}

/// The types that conform to each typealias directly (roots, splices, stubs), for shared-typealias.
struct AliasConformers: IndexModel {
    let types: [String: [String]]

    init(_ index: ProjectIndex) {
        var types: [String: [String]] = [:]
        for (name, declarations) in index.types {
            for located in declarations {
                for inherited in located.fact.inherited where index.isDependenciesAlias(inherited.name) {
                    types[index.canonical(inherited.name), default: []].append(name)
                }
            }
        }
        self.types = types
    }
}

/// The types extended under a constraint (`extension Details where Dependencies: RatingDependencies`),
/// by the typealias they are constrained by, for shared-typealias.
struct ConstrainedExtensions: IndexModel {
    let types: [String: [String]]

    init(_ index: ProjectIndex) {
        var types: [String: [String]] = [:]
        for (name, declarations) in index.types {
            for located in declarations where located.fact.kind == .extension {
                for constraint in located.fact.genericParameters.flatMap(\.constraints) {
                    types[index.canonical(constraint), default: []].append(name)
                }
            }
        }
        self.types = types
    }
}
