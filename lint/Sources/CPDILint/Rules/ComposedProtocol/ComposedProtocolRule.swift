/// Flags a protocol that composes dependency protocols by inheriting them.
struct ComposedProtocolRule: Rule {
    let description = RuleDescription(
        id: "composed-protocol",
        summary: "Dependencies are composed with a typealias, never with a protocol that inherits dependency protocols or is named `…Dependencies`.",
        rationale: "A protocol that inherits `…Dependency` protocols cannot be combined with another that shares one of them (\"redundant conformance\"); typealiases compose freely.",
        severity: .error,
        triggering: [
            Example("protocol ↓CheckoutDependencies: LoggingDependency, PaymentsDependency {}"),
            Example("protocol ↓Services: LoggingDependency & TrackingDependency {}"),
        ],
        nonTriggering: [
            Example("typealias CheckoutDependencies = LoggingDependency & PaymentsDependency"),
            Example("protocol Logging: AnyObject, Sendable {}"),
            Example("""
                protocol CheckoutComponent {
                    associatedtype Dependencies: CheckoutComponentDependencies
                    var dependencies: Dependencies { get }
                }
                """),
        ],
        rulebook: "«You may be tempted to create a new protocol that composes other dependencies into it. Resist this urge. Always use type aliases when composing and forwarding protocols.»"
    )

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        file.types.compactMap { type in
            guard Self.reports(type, index) else { return nil }
            // Everything it inherits goes into the typealias, and each property it declares itself
            // becomes a `…Dependency` protocol of its own, named after the property.
            // A class-bound protocol stays class-bound (`weak var dependencies` needs it): `AnyObject & …`.
            let classBound = type.inherited.contains { $0.name == "AnyObject" || $0.name == "class" }
            let inherited = (classBound ? ["AnyObject"] : []) + type.inherited.map(\.name).filter { $0 != "AnyObject" && $0 != "class" }
            let declared = DependencyProtocolRule.split(type)
            let parts = (inherited + declared.map(\.protocol)).joined(separator: " & ")
            let first = declared.isEmpty ? "" : "declare " + declared.map(DependencyProtocolRule.declaration).joined(separator: ", ") + "; then "
            // `BeagleDependenciesProtocol` is named for `Beagle`, `UseCaseDependency` for `UseCase`.
            let name = type.name.hasSuffix("DependenciesProtocol") ? String(type.name.dropLast("Protocol".count)) : type.name
            let stem = Names.owner(ofTypealias: name)?.type
                ?? (name.hasSuffix("Dependency") && name.count > "Dependency".count ? String(name.dropLast("Dependency".count)) : name)
            let advice = if parts.isEmpty {
                "it declares nothing to compose; remove it and constrain what takes it by the typealias of what that type uses"
            } else if type.isExported {
                // Other modules use it: a public typealias may only be a feature's or an external one.
                first + "compose them with a public typealias other modules can use, `public typealias \(Self.exportedName(stem: stem, module: file.module)) = \(parts)`, and use it where '\(type.name)' is used"
            } else if type.name.hasSuffix(Names.dependencies) {
                first + "write `typealias \(type.name) = \(parts)` instead"
            } else if let holder = Self.soleHolder(of: type.name, index) {
                // generic-dependencies tells that type to become generic over this typealias.
                first + "compose them with the typealias of '\(holder)', which keeps it as its dependencies, `typealias \(holder)Dependencies = \(parts)`, instead"
            } else if let alias = Self.soleComposingAlias(of: type.name, index) {
                // `typealias CheckoutViewDependencies = HasCheckoutServices`: that typealias composes them itself.
                first + Self.inPlaceAdvice(of: type.name, in: alias, parts: parts, index)
            } else {
                first + "compose them with a typealias named after the type whose requirements they are, `typealias <Type>Dependencies = \(parts)`, instead"
            }
            // A typealias cannot be extended: what an extension of the protocol adds has to go first.
            let extensions = index.declarations(ofType: type.name).filter { $0.fact.kind == .extension && $0.fact.enclosingTypes == type.enclosingTypes }
            let extended = parts.isEmpty || extensions.isEmpty ? "" : "; a typealias cannot be extended, so first move what its extension\(extensions.count == 1 ? "" : "s") in \(Set(extensions.map { index.cite($0.path) }).sorted().joined(separator: ", ")) add\(extensions.count == 1 ? "s" : "") into the types that use \(extensions.count == 1 ? "it" : "them") («If your protocol extension needs a dependency, rethink your pattern»)"
            return RawFinding(offset: type.offset, message: "protocol '\(type.name)' composes dependencies; \(advice)\(extended).")
        }
    }

    /// The one dependencies typealias that composes the protocol `name`, if one does.
    static func soleComposingAlias(of name: String, _ index: ProjectIndex) -> ProjectIndex.Located<TypealiasFact>? {
        let composing = index.typealiases.values.flatMap { $0 }.filter { located in
            located.fact.components.contains { $0.name == name } && index.isDependenciesAlias(located.fact.qualifiedName)
        }
        return composing.count == 1 ? composing[0] : nil
    }

    /// The protocol's parts written into the typealias that composes it, and its conformers told to conform
    /// to that typealias in its place.
    static func inPlaceAdvice(of name: String, in alias: ProjectIndex.Located<TypealiasFact>, parts: String, _ index: ProjectIndex) -> String {
        let others = alias.fact.components.map { $0.name }.filter { $0 != name }
        let written = "`typealias \(alias.fact.name) = \(([parts] + others).joined(separator: " & "))`"
        let conformers = Set(index.types.values.flatMap { $0 }.filter { located in
            located.fact.kind != .protocol && located.fact.inherited.contains { $0.name == name }
        }.map(\.fact.name)).sorted()
        let conforming = conformers.isEmpty ? "" : ", and have \(conformers.map { "'\($0)'" }.joined(separator: ", ")) conform to '\(alias.fact.name)' in its place"
        return "compose them in '\(alias.fact.name)', which is the only typealias that uses it, \(written)\(conforming), and remove it"
    }

    /// The one type that keeps `name` as its stored `dependencies` (`let dependencies: SessionDependency`).
    static func soleHolder(of name: String, _ index: ProjectIndex) -> String? {
        var holders: Set<String> = []
        for declarations in index.types.values {
            for located in declarations where located.fact.properties.contains(where: { property in
                property.name == "dependencies" && property.isStored && property.type.map(Names.unwrapped) == name
            }) {
                holders.insert(located.fact.name)
            }
        }
        return holders.count == 1 ? holders.first : nil
    }

    /// Whether `type` is a protocol that composes dependencies: it inherits dependency protocols or
    /// `…Dependencies`, or it is named `…Dependencies` itself.
    static func reports(_ type: TypeFact, _ index: ProjectIndex) -> Bool {
        guard type.kind == .protocol else { return false }
        // A `Has…` or `…Dependency` name counts when it is a dependency protocol: one property, or composed
        // by a dependencies typealias (`protocol ViewInput: HasOutput` in a module framework is not CPDI).
        // A base protocol that only declares methods (`protocol Dependencies { func build() }`), or one named
        // just `Dependencies` from another module (the GlobalDependencies library's), is not a composition of them.
        let composes = type.inherited.contains { inherited in
            inherited.name.hasSuffix(Names.dependencies) && !Self.declaresOnlyMethods(inherited.name, index)
                && (inherited.name != Names.dependencies || index.isDependenciesAlias(inherited.name))
                || index.isDependencyProtocol(inherited.name)
        }
        // `protocol HasNoDependencies {}` is a marker in the `Has…` dialect; it composes nothing.
        let marker = type.inherited.isEmpty && type.requirements.isEmpty && index.isDependencyProtocolName(type.name)
        // `protocol HasDependencies { associatedtype … ; var dependencies: … }` is a role, like the
        // rulebook's `PDPComponent`: it composes nothing.
        // `protocol MoviesSearchFlowCoordinatorDependencies { func makeMoviesListViewController() … }`
        // declares what it requires itself, factories: a service, not a composition of dependencies.
        let declaresMethods = type.requirements.contains { $0.propertyName == nil }
        // `protocol HasDependencies { var dependencies: Set<String> { get } }` is a model's role: what it
        // requires is named `dependencies`, not composed of them.
        let isRole = type.requirements.contains { $0.propertyName == "dependencies" }
        return composes || type.name.hasSuffix(Names.dependencies) && !marker && type.associatedTypes.isEmpty && !declaresMethods && !isRole
    }

    /// Whether `name` is a protocol declared here that requires methods and nothing else, and inherits nothing.
    static func declaresOnlyMethods(_ name: String, _ index: ProjectIndex) -> Bool {
        let declared = index.declarations(ofType: name).filter { $0.fact.kind == .protocol }
        return !declared.isEmpty && declared.allSatisfy { located in
            !located.fact.requirements.isEmpty && located.fact.requirements.allSatisfy { $0.propertyName == nil } && located.fact.inherited.isEmpty
        }
    }

    /// The public typealias the rulebook lets a module export for `stem`: its feature's
    /// (`ProfileFeatureDependencies` in `ProfileFeature`), else the type's External one.
    static func exportedName(stem: String, module: String?) -> String {
        if let module, Names.isFeatureModule(module) { return module + Names.dependencies }
        return stem.hasSuffix("External") ? stem + Names.dependencies : stem + Names.externalDependencies
    }
}
