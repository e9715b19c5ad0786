/// Flags a concrete dependencies type (a composition root, a stub root, a splice) that conforms to a
/// dependencies typealias but lacks properties its dependency protocols require, listing every one
/// with its type and the typealias that asks for it; a splice's members that its external
/// dependencies provide are written by `--fix`.
struct MissingRequirementsRule: Rule {
    let description = RuleDescription(
        id: "missing-requirements",
        summary: "A type that conforms to a dependencies typealias (a composition root, a stub, a splice) provides every property its dependency protocols require; a splice forwards what its external dependencies provide.",
        rationale: "The compiler says only that a type does not conform; this names each missing property, its type and the typealias that asks for it, so a dependency forwarded through five features is one message at the root, and `--fix` writes a splice's forwarding members.",
        severity: .error,
        triggering: [
            Example("""
                protocol LoggingDependency {
                    var logger: any Logging { get }
                }
                protocol ClockDependency {
                    var clock: any Clock { get }
                }
                typealias ReceiptDependencies = ClockDependency & LoggingDependency

                struct ↓AppDependencies: ReceiptDependencies {
                    let logger: any Logging
                }
                """),
            Example("""
                protocol LoggingDependency {
                    var logger: any Logging { get }
                }
                protocol RepositoryDependency {
                    var repository: Repository { get }
                }
                typealias PDPViewExternalDependencies = LoggingDependency
                typealias PDPViewDependencies = LoggingDependency & RepositoryDependency

                struct ↓SplicedPDPViewDependencies<ExternalDependencies: PDPViewExternalDependencies>: PDPViewDependencies {
                    let externalDependencies: ExternalDependencies
                    let repository: Repository
                }
                """),
        ],
        nonTriggering: [
            Example("""
                protocol LoggingDependency {
                    var logger: any Logging { get }
                }
                protocol RepositoryDependency {
                    var repository: Repository { get }
                }
                typealias PDPViewExternalDependencies = LoggingDependency
                typealias PDPViewDependencies = LoggingDependency & RepositoryDependency

                struct SplicedPDPViewDependencies<ExternalDependencies: PDPViewExternalDependencies>: PDPViewDependencies {
                    let externalDependencies: ExternalDependencies
                    let repository: Repository
                    var logger: any Logging { externalDependencies.logger }
                }
                """),
            Example("""
                protocol ClockDependency {
                    var clock: any Clock { get }
                }
                extension ClockDependency {
                    var clock: any Clock { SystemClock() }
                }
                typealias ReceiptDependencies = ClockDependency

                struct AppDependencies: ReceiptDependencies {}
                """),
        ],
        rulebook: "The splice: «struct SplicedPDPViewDependencies<ExternalDependencies: PDPViewExternalDependencies>: PDPViewDependencies { let externalDependencies: ExternalDependencies // Obtained from outside callers … var tracking: Tracking { // Forwarded to children externalDependencies.tracking } … }», and the root: «Where the caller's Dependencies type alias conforms to our external PDPViewExternalDependencies type alias that we just created.»"
    )

    /// One property a dependency protocol requires.
    struct Requirement: Equatable {
        let name: String
        let type: String?
        let protocolName: String
        /// The typealias that lists the protocol.
        let askedBy: String
        /// Its getter's effects (`async throws`), when it has any.
        var effects: String? = nil
        /// Whether the type that forwards it is isolated to an actor: the member is then `nonisolated`, as
        /// a protocol's requirement is.
        var isolated = false
        /// Whether the member must be `public`: the type is exported and so is the protocol it meets.
        var exported = false

        var declaration: String { "\(name): \(type ?? "…")" }

        /// The splice's member that forwards it: `var clock: any Clock { externalDependencies.clock }`,
        /// or with its effects, `var session: Session { get async throws { try await externalDependencies.session } }`.
        var forwardingMember: String {
            let isolation = (exported ? "public " : "") + (isolated ? "nonisolated " : "")
            guard let effects else { return "\(isolation)var \(declaration) { externalDependencies.\(name) }" }
            let marks = (effects.contains("throws") ? "try " : "") + (effects.contains("async") ? "await " : "")
            return "\(isolation)var \(declaration) { get \(effects) { \(marks)externalDependencies.\(name) } }"
        }
    }

    /// What a type lacks: members a splice can forward, and properties it must provide itself.
    struct Gap {
        let forwardable: [Requirement]
        let missing: [Requirement]
    }

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        lacks(file, index) + file.types.flatMap { Self.unprovidedReads(of: $0, index) }
    }

    /// What each type of the file lacks, reported on the conformance that asks for it: a root that
    /// conforms to one typealias in its declaration and to another in an extension (in any file) hears of
    /// what the second asks for at that extension.
    private func lacks(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        file.types.compactMap { declaration in
            let type: TypeFact
            if declaration.kind == .extension {
                guard let primary = index.declarations(ofType: declaration.name).first(where: { located in
                    located.fact.kind != .extension && located.fact.kind != .protocol && located.fact.enclosingTypes == declaration.enclosingTypes
                }) else { return nil }
                type = primary.fact
            } else {
                type = declaration
            }
            guard let whole = Self.gap(of: type, index), !whole.forwardable.isEmpty || !whole.missing.isEmpty else { return nil }
            let owed = Self.conformances(asking: whole.forwardable + whole.missing, of: type, index)
            let here = { (requirement: Requirement) in owed[requirement.name].map { $0.path == file.path && $0.declaration == declaration.offset } ?? (declaration.kind != .extension) }
            let gap = Gap(forwardable: whole.forwardable.filter(here), missing: whole.missing.filter(here))
            guard !gap.forwardable.isEmpty || !gap.missing.isEmpty else { return nil }
            var parts: [String] = []
            if !gap.forwardable.isEmpty {
                let members = gap.forwardable.map { "`\($0.forwardingMember)` (\($0.protocolName))" }
                parts.append("forward \(members.joined(separator: ", ")) from its external dependencies (`--fix` writes \(gap.forwardable.count == 1 ? "it" : "them"))")
            }
            if !gap.missing.isEmpty {
                let listed = gap.missing.map { "\(Self.spelled($0, index)) (\($0.protocolName), asked for by \($0.askedBy))" }
                if Self.isSplice(type), let external = index.externalAlias(ofType: type.name) {
                    // Stored, its creators pass it (the rulebook's repository); provided by the outer scope, it goes
                    // into the External typealias, which the creators forward, and the splice forwards it.
                    let protocols = gap.missing.map(\.protocolName).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                    let members = gap.missing.map { "`\($0.forwardingMember)`" }.joined(separator: ", ")
                    parts.append("store \(listed.joined(separator: ", ")) itself (its creators pass \(gap.missing.count == 1 ? "it" : "them")), or, where the outer scope provides \(gap.missing.count == 1 ? "it" : "them"), add \(protocols.map { "`& \($0)`" }.joined(separator: " ")) to '\(external)' and forward \(members)")
                } else {
                    parts.append(gap.forwardable.isEmpty && !Self.isSplice(type) ? "provide \(listed.joined(separator: ", "))" : "store \(listed.joined(separator: ", ")) itself")
                }
                if gap.forwardable.isEmpty, !Self.isSplice(type) { parts[parts.count - 1] += Self.scopeHints(for: gap.missing, of: type, index) }
            }
            let count = gap.forwardable.count + gap.missing.count
            return RawFinding(
                offset: declaration.offset,
                message: "'\(type.name)' lacks \(count == 1 ? "a property" : "\(count) properties") its dependencies typealiases require; \(parts.joined(separator: "; and "))."
            )
        }
    }

    /// A property to provide as a person writes it: `store: Store` names the protocol's associated type,
    /// which the conforming type picks, so it reads "`store` of a type conforming to `Storing`".
    static func spelled(_ requirement: Requirement, _ index: ProjectIndex) -> String {
        guard let type = requirement.type,
              let associated = index.declarations(ofType: requirement.protocolName).filter({ $0.fact.kind == .protocol })
                .flatMap(\.fact.associatedTypes).first(where: { $0.name == type })
        else { return "`\(requirement.declaration)`" }
        let constraints = associated.constraints.map { "`\($0)`" }.joined(separator: " and ")
        return "`\(requirement.name)` of a type of its choosing\(constraints.isEmpty ? "" : " conforming to \(constraints)") (the protocol's `\(type)`)"
    }

    /// For each of `lacking`, the first of the type's declarations (its own first, then its extensions in
    /// file order) whose conformances ask for it: the file and the declaration.
    static func conformances(asking lacking: [Requirement], of type: TypeFact, _ index: ProjectIndex) -> [String: (path: String, declaration: Int)] {
        let names = Set(lacking.map(\.name))
        let declarations = index.declarations(ofType: type.name).filter { $0.fact.enclosingTypes == type.enclosingTypes && $0.fact.kind != .protocol }
            .sorted { ($0.fact.kind == .extension ? 1 : 0, $0.path, $0.fact.offset) < ($1.fact.kind == .extension ? 1 : 0, $1.path, $1.fact.offset) }
        var owed: [String: (path: String, declaration: Int)] = [:]
        for located in declarations {
            for inherited in located.fact.inherited where index.isDependenciesAlias(inherited.name) {
                for requirement in requirements(of: [index.canonical(inherited.name)], index) where names.contains(requirement.name) && owed[requirement.name] == nil {
                    owed[requirement.name] = (located.path, located.fact.offset)
                }
            }
        }
        return owed
    }

    /// Where a scope already provides what a root lacks: a splice that stores the property itself,
    /// inside the type that keeps that splice as its dependencies. The type that asks for it is then
    /// created in the wrong scope: «, or create 'WishlistFeature' inside 'SignedInCommands', whose splice
    /// provides `wishlistRepository`».
    static func scopeHints(for missing: [Requirement], of root: TypeFact, _ index: ProjectIndex) -> String {
        var splices: [(name: String, stored: Set<String>)] = []
        for (name, declarations) in index.types where index.isSplice(name) {
            splices.append((name, Set(declarations.flatMap { $0.fact.properties.filter(\.isStored).map(\.name) })))
        }
        guard !splices.isEmpty else { return "" }
        var hints: [String] = []
        for requirement in missing {
            guard let splice = splices.filter({ $0.stored.contains(requirement.name) }).map(\.name).sorted().first else { continue }
            let holders = index.types.filter { _, declarations in
                declarations.contains { $0.fact.properties.contains { $0.name == "dependencies" && $0.type.map { Self.typeName($0) == splice } == true } }
            }.keys.sorted()
            guard let holder = holders.first,
                  let asker = Self.createdType(asking: requirement, of: root, outside: [holder, splice], index)?.replacingOccurrences(of: "_", with: ".")
            else { continue }
            hints.append(", or create '\(asker)' inside '\(holder)', whose splice '\(splice)' provides `\(requirement.name)`")
        }
        return hints.joined()
    }

    /// The type whose creation outside a splice's scope brings in what `requirement` asks for: of the
    /// typealiases between one the root conforms to and the one that lists the protocol, the first whose
    /// type does not itself lead into `scope` (the splice and its holder): the feature the app creates
    /// outside the signed-in scope, not the repository deep inside it. Else the asking typealias's type.
    static func createdType(asking requirement: Requirement, of root: TypeFact, outside scope: Set<String>, _ index: ProjectIndex) -> String? {
        let target = index.canonical(requirement.askedBy)
        let conformed = index.declarations(ofType: root.name).filter { $0.fact.enclosingTypes == root.enclosingTypes }
            .flatMap(\.fact.inherited).map { index.canonical($0.name) }.filter { index.isDependenciesAlias($0) }
        var previous: [String: String] = [:]
        var queue = conformed
        var seen = Set(conformed)
        var position = 0
        while position < queue.count, !seen.contains(target) {
            let alias = queue[position]
            position += 1
            for component in index.typealiases[alias]?.first?.fact.components.map({ index.canonical($0.name) }) ?? [] where index.isDependenciesAlias(component) {
                guard seen.insert(component).inserted else { continue }
                previous[component] = alias
                queue.append(component)
            }
        }
        var path: [String] = []
        var step: String? = seen.contains(target) ? target : nil
        while let current = step {
            path.insert(current, at: 0)
            step = previous[current]
        }
        func leadsIntoScope(_ type: String) -> Bool {
            var pending = [type]
            var visited: Set<String> = [type]
            while let next = pending.popLast() {
                if scope.contains(next) { return true }
                for child in index.receivers[next] ?? [] where visited.insert(child).inserted { pending.append(child) }
            }
            return false
        }
        for alias in path {
            if let user = index.aliasUsers[alias]?.first, user != root.name, !leadsIntoScope(user) { return user }
        }
        return index.aliasUsers[target]?.first
    }

    /// `Spliced…Dependencies` for `Spliced…Dependencies<ExternalDependencies>`.
    private static func typeName(_ written: String) -> String {
        String(written.prefix { $0 != "<" && $0 != "?" })
    }

    /// `var clock: any Clock { externalDependencies.clock }` in a splice whose External typealias does
    /// not provide `clock`: the forward cannot compile. Said only when every protocol the External
    /// typealias composes is declared in the linted files, so that all it provides is known.
    static func unprovidedReads(of type: TypeFact, _ index: ProjectIndex) -> [RawFinding] {
        guard !type.externalReads.isEmpty else { return [] }
        let declarations = index.declarations(ofType: type.name).filter { $0.fact.enclosingTypes == type.enclosingTypes && $0.fact.kind != .extension }
        guard declarations.count == 1, let splice = declarations.first?.fact,
              let kept = splice.properties.first(where: { $0.name == Names.externalDependenciesProperty && $0.isStored })?.type,
              let parameter = splice.genericParameters.first(where: { $0.name == kept }),
              let external = parameter.constraints.first, parameter.constraints.count == 1, index.isDependenciesAlias(external),
              let provided = knownMembers(of: index.canonical(external), index)
        else { return [] }
        var seen: Set<String> = []
        return type.externalReads.compactMap { read in
            guard !provided.contains(read.name), seen.insert(read.name).inserted else { return nil }
            let vending = index.dependencyProperties.filter { $0.value == read.name }.map(\.key).sorted()
            let fix = vending.first.map { "add `& \($0)` to '\(external)'\(Self.publicNote(for: $0, in: external, index)) (the typealiases of the types that create it then forward it), or store `\(read.name)` in '\(splice.name)' itself" }
                ?? "store `\(read.name)` in '\(splice.name)' itself, or add a dependency protocol that vends it to '\(external)'"
            return RawFinding(offset: read.offset, message: "'\(splice.name)' reads `\(read.name)` from its external dependencies, but '\(external)' does not provide it; \(fix).")
        }
    }

    /// For a public typealias: the internal types that adding `vending` to it would expose, which the
    /// compiler asks to be public too (the protocol and the types its property names).
    private static func publicNote(for vending: String, in alias: String, _ index: ProjectIndex) -> String {
        guard index.typealiases[index.canonical(alias)]?.contains(where: { $0.fact.isExported }) == true else { return "" }
        let written = index.dependencyPropertyTypes[vending] ?? ""
        let named = [vending] + written.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init).filter { $0.first?.isUppercase == true }
        let hidden = named.filter { name in
            let declarations = index.declarations(ofType: name).filter { $0.fact.kind != .extension }
            return !declarations.isEmpty && !declarations.contains { $0.fact.isExported }
        }
        guard !hidden.isEmpty else { return "" }
        return ", and make " + hidden.map { "'\($0)'" }.joined(separator: " and ") + " public, as a public typealias needs"
    }

    /// Every member the protocols a typealias composes declare (and their extensions), or `nil` when one
    /// of them is not declared in the linted files or builds on another protocol.
    private static func knownMembers(of alias: String, _ index: ProjectIndex) -> Set<String>? {
        var members: Set<String> = []
        for name in index.closure(of: alias) where !index.hasTypealias(name) {
            let protocols = index.declarations(ofType: name)
            guard protocols.contains(where: { $0.fact.kind == .protocol }) else { return nil }
            for located in protocols {
                guard located.fact.inherited.isEmpty || located.fact.kind == .extension else { return nil }
                members.formUnion(located.fact.properties.map(\.name))
                members.formUnion(located.fact.functionNames)
                for requirement in located.fact.requirements {
                    guard let property = requirement.propertyName else { return nil }
                    members.insert(property)
                }
            }
        }
        return members
    }

    /// Whether `type` splices: it keeps `externalDependencies`.
    static func isSplice(_ type: TypeFact) -> Bool {
        type.properties.contains { $0.name == Names.externalDependenciesProperty && $0.isStored }
    }

    /// What a concrete type that conforms to dependencies typealiases lacks, or `nil` when it conforms
    /// to none (or is a protocol or an extension).
    static func gap(of type: TypeFact, _ index: ProjectIndex) -> Gap? {
        guard type.kind != .protocol, type.kind != .extension else { return nil }
        let declarations = index.declarations(ofType: type.name).filter { $0.fact.enclosingTypes == type.enclosingTypes }
        let conformed = Set(declarations.flatMap { $0.fact.inherited.map(\.name) }.filter { index.isDependenciesAlias($0) }.map { index.canonical($0) })
        guard !conformed.isEmpty else { return nil }
        let required = requirements(of: conformed.sorted(), index)
        guard !required.isEmpty else { return nil }
        var provided = Set(declarations.flatMap { $0.fact.properties.map(\.name) })
        provided.formUnion(inheritedProperties(of: declarations.map(\.fact), index))
        let lacking = required.filter { requirement in
            !provided.contains(requirement.name) && !hasDefault(requirement, index)
        }
        guard !lacking.isEmpty else { return Gap(forwardable: [], missing: []) }
        // A splice forwards what its external dependencies provide.
        var external: Set<String> = []
        var parameterName = Names.externalDependenciesProperty
        if let kept = type.properties.first(where: { $0.name == Names.externalDependenciesProperty && $0.isStored })?.type,
           let parameter = type.genericParameters.first(where: { $0.name == kept }) {
            var aliases = parameter.constraints.filter { index.isDependenciesAlias($0) }.map { index.canonical($0) }
            // Constrained only where it conforms (`extension … where ExternalDependencies: …`).
            if aliases.isEmpty, let alias = index.externalAlias(ofType: type.name) { aliases = [alias] }
            external = Set(requirements(of: aliases, index).map(\.name))
            parameterName = parameter.name
        }
        // A forwarded member's type names the protocol's associated types through the parameter that
        // provides them: `var store: ExternalDependencies.Store`.
        let isolated = declarations.contains { $0.fact.kind != .extension && $0.fact.isIsolated }
        // A public splice meets a public protocol's requirement with a public member; one declared elsewhere is public.
        let typeExported = declarations.contains { $0.fact.kind != .extension && $0.fact.isExported }
        func exported(_ requirement: Requirement) -> Bool {
            typeExported && (index.declarations(ofType: requirement.protocolName).first { $0.fact.kind == .protocol }.map(\.fact.isExported) ?? true)
        }
        let forwardable = lacking.filter { external.contains($0.name) }.map { requirement in
            Requirement(name: requirement.name, type: requirement.type.map { qualified($0, associatedTypesOf: requirement.protocolName, by: parameterName, index) },
                        protocolName: requirement.protocolName, askedBy: requirement.askedBy, effects: requirement.effects,
                        isolated: isolated, exported: exported(requirement))
        }
        let missing = lacking.filter { !external.contains($0.name) }.map { requirement in
            var missing = requirement
            missing.isolated = isolated
            missing.exported = exported(requirement)
            return missing
        }
        return Gap(forwardable: forwardable, missing: missing)
    }

    /// `type` with each associated type of `protocolName` it names qualified by `parameter`.
    static func qualified(_ type: String, associatedTypesOf protocolName: String, by parameter: String, _ index: ProjectIndex) -> String {
        let associated = Set(index.declarations(ofType: protocolName).filter { $0.fact.kind == .protocol }.flatMap { $0.fact.associatedTypes.map(\.name) })
        guard !associated.isEmpty else { return type }
        var result = ""
        var word = ""
        var previous: Character = " "
        func flush() {
            // A name after `.` is a member of something else, not the protocol's own associated type.
            result += associated.contains(word) && previous != "." ? "\(parameter).\(word)" : word
            word = ""
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if !word.isEmpty { flush() }
                result.append(character)
                previous = character
            }
        }
        if !word.isEmpty { flush() }
        return result
    }

    /// Every property the dependency protocols composed by `aliases` require, each once, with the
    /// typealias that lists its protocol; protocols outside the linted files are not known and skipped.
    static func requirements(of aliases: [String], _ index: ProjectIndex) -> [Requirement] {
        var result: [Requirement] = []
        var seen: Set<String> = []
        var names: Set<String> = []
        var pending = aliases.reversed().map { $0 }
        seen.formUnion(pending)
        while let alias = pending.popLast() {
            for declaration in index.typealiases[index.canonical(alias)] ?? [] {
                for component in declaration.fact.components {
                    let key = index.canonical(component.name)
                    guard seen.insert(key).inserted else { continue }
                    if index.hasTypealias(key) {
                        pending.insert(key, at: 0)
                    } else if let property = index.dependencyProperties[component.name], names.insert(property).inserted {
                        result.append(Requirement(
                            name: property,
                            type: index.dependencyPropertyTypes[component.name],
                            protocolName: component.name,
                            askedBy: alias,
                            effects: index.dependencyPropertyEffects[component.name]
                        ))
                    }
                }
            }
        }
        return result
    }

    /// Properties a type gets from superclasses declared in the linted files, and from the extensions
    /// of the protocols it (or a superclass) adopts, and those they refine: `extension LiveServices { var clock … }`
    /// gives every root that adopts `LiveServices` its `clock`.
    private static func inheritedProperties(of declarations: [TypeFact], _ index: ProjectIndex) -> Set<String> {
        var result: Set<String> = []
        var seen: Set<String> = []
        var pending = declarations.flatMap { $0.inherited.map(\.name) }
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            let found = index.declarations(ofType: name)
            let isProtocol = found.contains { $0.fact.kind == .protocol }
            let isClass = found.contains { $0.fact.kind == .class }
            guard isProtocol || isClass else { continue }
            for declaration in found {
                // A protocol's own requirements are what a conforming type must provide, not what it gets.
                if declaration.fact.kind == .extension || declaration.fact.kind == .class { result.formUnion(declaration.fact.properties.map(\.name)) }
                pending += declaration.fact.inherited.map(\.name)
            }
        }
        return result
    }

    /// Whether an extension of the requirement's protocol implements it.
    private static func hasDefault(_ requirement: Requirement, _ index: ProjectIndex) -> Bool {
        index.declarations(ofType: requirement.protocolName).contains { declaration in
            declaration.fact.kind == .extension && declaration.fact.properties.contains { $0.name == requirement.name }
        }
    }
}
