/// missing-forwarding's model: every place a type hands its dependencies on without forwarding the
/// receiver's typealias. Worked out once per index (``ProjectIndex/forwarding``), and read by
/// missing-forwarding, unused-dependency (what is used through a child) and `--fix`.
struct ForwardingModel: IndexModel {
    /// Path → the places in that file where a type hands its dependencies on without forwarding.
    let gapsByPath: [String: [ForwardingGap]]
    /// Typealias → the receivers' typealiases it fails to forward.
    let gapsByOwnerAlias: [String: [[String]]]
    /// The typealiases of owners that hand their dependencies to a receiver cpdi-lint cannot see.
    let unresolvedOwners: Set<String>
    /// Typealias → the receivers' typealiases its owner hands its dependencies to (forwarded or not).
    let receivedByOwnerAlias: [String: Set<String>]

    init(_ index: ProjectIndex) {
        let (gaps, unresolvedOwners, received) = index.forwardingGaps(index.files)
        receivedByOwnerAlias = received
        gapsByPath = Dictionary(grouping: gaps.filter { !$0.isCovered }, by: \.path)
        var byOwner: [String: [[String]]] = [:]
        for gap in gaps { byOwner[gap.owner.alias, default: []].append(gap.candidates) }
        gapsByOwnerAlias = byOwner
        self.unresolvedOwners = unresolvedOwners
    }
}

/// Typealiases that reach themselves through what they compose, each loop under its first name: the
/// compiler rejects them ("type alias references itself"). Worked out once per index, for missing-forwarding.
struct CompositionLoops: IndexModel {
    let loops: [String: [String]]

    init(_ index: ProjectIndex) {
        loops = index.compositionLoops()
    }
}

/// A place where a type hands its dependencies on without naming the receiver's typealias.
struct ForwardingGap: Sendable {
    var path: String
    var offset: Int
    /// The typealias that should name the receiver's, and the type or function it belongs to.
    var owner: (alias: String, name: String)
    /// What the owner does: "creates 'Bar' with its dependencies".
    var what: String
    /// The receiver's typealias (or several, when the call could reach more than one).
    var candidates: [String]
    /// The receiver, as the `// Required by …` comment names it: `Bar`, `superclass Base`, `Baz.track`.
    var requiredBy: String
    /// When the receiver is only named over the owner's dependencies (`let row: Row<Dependencies>`), not created.
    var isMention = false
    /// When forwarding would close a loop (A creates B and B creates A): the typealiases around it,
    /// starting and ending with the owner's. Such a gap is reported as a cycle and never fixed.
    var cycle: [String] = []
    /// When a public typealias names every protocol an internal receiver's typealias needs, which it
    /// cannot name itself: forwarded, so never reported, but what it names is used.
    var isCovered = false
    /// When the owner's typealias is public and the receiver's internal, with no public External
    /// typealias: what the owner must name instead, all of it (protocols, public typealiases).
    var needsAll: [String] = []
    /// When the owner's typealias is public only by mistake (public-typealias reports it) and the
    /// receiver's internal: it forwards once it is internal, which the fix leaves to a person.
    var ownerBecomesInternal = false
    /// When the owner's typealias is public (an entry point's) and the receiver's internal but made of
    /// public names: forwarded, and made public, as the rulebook's entry point forwards its children's.
    var childBecomesPublic: Bool { !becomePublic.isEmpty }
    /// The internal typealiases that become public with that forward: the receiver's, and those of the
    /// same module it composes, in order.
    var becomePublic: [String] = []
    /// The files of ``becomePublic`` that import below public (`internal import Core`): their imports must
    /// become public first, which the fix leaves to a person.
    var importsToOpen: [String] = []
}

extension ProjectIndex {
    /// missing-forwarding's model of this index.
    var forwarding: ForwardingModel { derived(ForwardingModel.self) }

    /// Every forwarding gap in the project, one per owner and receiver: the first place it happens;
    /// and the typealiases of owners that hand their dependencies to a receiver cpdi-lint cannot see.
    func forwardingGaps(_ files: [FileFacts]) -> (gaps: [ForwardingGap], unresolvedOwners: Set<String>, received: [String: Set<String>]) {
        var gaps: [ForwardingGap] = []
        var unresolvedOwners: Set<String> = []
        var received: [String: Set<String>] = [:]
        for file in files {
            for call in file.calls where call.passesOwnDependencies && (!call.isMention || takesDependencies(mentioned: call)) {
                // A typealias its holders borrow is none of theirs to forward into: each declares its own first.
                guard let owner = owner(of: call), !isBorrowedByItsHolders(owner.alias) else { continue }
                guard let receiver = receiver(of: call, owner: owner) else {
                    if !isSelfCreation(call, owner: owner) { unresolvedOwners.insert(owner.alias) }
                    continue
                }
                received[owner.alias, default: []].formUnion(receiver.candidates)
                if var gap = gap(owner: (owner.alias, owner.name), receiver: receiver, path: file.path, offset: call.offset, refinements: owner.refinements) {
                    gap.isMention = call.isMention
                    gaps.append(gap)
                }
            }
            for type in file.types {
                guard let ownerAlias = dependenciesAlias(ofType: identity(of: type)), !isBorrowedByItsHolders(ownerAlias) else { continue }
                for inherited in type.inherited where inherited.name != type.name && !isDependenciesAlias(inherited.name) {
                    // Looked up from where the type is declared: `Base` inside `Screens` is `Screens.Base`.
                    let written = typeName(inherited.name, qualifier: inherited.qualifier, in: type.enclosingTypes)
                    for (name, alias) in adoptedAliases(written) {
                        let receiver: (candidates: [String], what: String, requiredBy: String)
                        if isClass(name) {
                            // A superclass that is not generic gets dependencies only through `super.init`.
                            guard !inherited.genericArguments.isEmpty else { continue }
                            receiver = ([alias], "inherits from '\(name)'", "superclass \(name)")
                        } else if type.kind == .protocol {
                            receiver = ([alias], "refines '\(name)'", name)
                        } else {
                            receiver = ([alias], "adopts '\(name)'", name)
                        }
                        let refinements = type.kind == .extension ? type.genericParameters.flatMap(\.constraints).map { canonical($0) } : []
                        received[ownerAlias, default: []].formUnion(receiver.candidates)
                        if let gap = gap(owner: (ownerAlias, identity(of: type)), receiver: receiver, path: file.path, offset: inherited.offset, refinements: refinements) {
                            gaps.append(gap)
                        }
                    }
                }
            }
        }
        var seen: Set<String> = []
        // Where a child is created, rather than only named over the dependencies, when it is both.
        var first = gaps.sorted { ($0.isMention ? 1 : 0, $0.path, $0.offset) < ($1.isMention ? 1 : 0, $1.path, $1.offset) }.filter { gap in
            seen.insert("\(gap.owner.alias)|\(gap.owner.name)|\(gap.candidates.joined(separator: ","))").inserted
        }
        markCycles(&first)
        return (first, unresolvedOwners, received)
    }

    /// The types with a dependencies typealias that adopting or inheriting `name` takes on: `name` itself
    /// when it has one; else, for a protocol without one, those of the protocols it refines
    /// (`protocol TrackedCard: TrackedComponent`, where `TrackedComponent` has `associatedtype Dependencies`).
    private func adoptedAliases(_ name: String, seen: Set<String> = []) -> [(name: String, alias: String)] {
        let declared = declarations(ofType: name)
        guard !declared.isEmpty, !seen.contains(name) else { return [] }
        if let alias = dependenciesAlias(ofType: name) { return [(name, alias)] }
        guard declared.contains(where: { $0.fact.kind == .protocol }) else { return [] }
        return declared.filter { $0.fact.kind == .protocol }.flatMap { located in
            located.fact.inherited.flatMap { adoptedAliases(typeName($0.name, qualifier: $0.qualifier, in: located.fact.enclosingTypes), seen: seen.union([name])) }
        }
    }

    /// Marks the gaps whose forward would make a typealias reach itself, through what the
    /// typealiases compose today and what the other gaps would add: the compiler rejects that
    /// ("type alias references itself"), so the advice is to break the loop, not to forward.
    private func markCycles(_ gaps: inout [ForwardingGap]) {
        guard !gaps.isEmpty else { return }
        var pending: [String: Set<String>] = [:]
        for gap in gaps where gap.candidates.count == 1 && !gap.isCovered { pending[gap.owner.alias, default: []].insert(gap.candidates[0]) }
        func edges(_ alias: String) -> [String] {
            let declared = (typealiases[alias] ?? []).flatMap { $0.fact.components.map { canonical($0.name) } }
            return declared + (pending[alias].map(Array.init) ?? [])
        }
        for index in gaps.indices where gaps[index].candidates.count == 1 && !gaps[index].isCovered {
            let owner = gaps[index].owner.alias, start = gaps[index].candidates[0]
            // Breadth-first from the receiver's typealias back to the owner's, remembering the way.
            var previous: [String: String] = [start: start]
            var queue = [start], head = 0
            while head < queue.count, previous[owner] == nil {
                let alias = queue[head]
                head += 1
                for next in edges(alias) where previous[next] == nil && typealiases[next] != nil {
                    previous[next] = alias
                    queue.append(next)
                }
            }
            guard previous[owner] != nil else { continue }
            var path = [owner]
            var step = owner
            while step != start, let before = previous[step] { path.append(before); step = before }
            gaps[index].cycle = [owner] + path.reversed()
        }
    }

    /// What a type written with the dependencies as a generic argument (`PDPView<Dependencies>`) takes:
    /// the constraint of the parameter they fill (`ExternalDependencies: PDPViewExternalDependencies` for a
    /// view that splices the rest itself), else what it takes as `dependencies`.
    private func mentionedAlias(of name: String, _ call: CallFact) -> String? {
        if let position = call.labels.firstIndex(where: { $0.label == CallFact.mentionedDependencies }),
           case let declared = defining(name).filter({ $0.fact.kind != .extension }), declared.count == 1, let type = declared.first?.fact,
           position < type.genericParameters.count,
           let alias = dependenciesConstraint(of: type.genericParameters[position], in: type.enclosingTypes + [type.name]) {
            return alias
        }
        return receiverAlias(ofType: name, label: call.argumentLabel)
    }

    private func receiver(of call: CallFact, owner: (alias: String, name: String, type: String?, refinements: [String])) -> (candidates: [String], what: String, requiredBy: String)? {
        // A view passing its model's (`model.dependencies`) hands on the model's, whose typealias is the owner.
        let whose = owner.type.map { $0 != owner.name && !owner.name.hasPrefix("\($0).") ? "the dependencies of '\($0)'" : "its dependencies" } ?? "its dependencies"
        func ofType(_ name: String) -> (candidates: [String], what: String, requiredBy: String)? {
            guard name != "Self", name != owner.type else { return nil }
            guard let alias = call.isMention ? mentionedAlias(of: name, call) : receiverAlias(ofType: name, label: call.argumentLabel) else {
                // `SettingsVM.init(dependencies:)` for `SettingsVM: SettingsBarViewModeling`, a generic
                // parameter of the caller's type: the protocol's `init` requirement says what it takes.
                guard let type = owner.type,
                      let parameter = declarations(ofType: type).flatMap(\.fact.genericParameters).first(where: { $0.name == name }),
                      let (constraint, alias) = parameter.constraints.lazy.compactMap({ constraint in
                          self.receiverAlias(ofType: constraint, label: call.argumentLabel).map { (constraint, $0) }
                      }).first
                else { return nil }
                return ([alias], "creates a '\(constraint)' ('\(name)') with \(whose)", constraint)
            }
            let what = call.isMention ? "names '\(name)<\(call.labels.map { $0.label == CallFact.mentionedDependencies ? Names.dependencies : "…" }.joined(separator: ", "))>', which takes \(whose)"
                : call.argumentLabel == Names.externalDependenciesProperty ? "fills '\(name)' with \(whose)" : "creates '\(name)' with \(whose)"
            return ([alias], what, name)
        }
        func ofFunction(_ name: String, in type: String?) -> [String] {
            var aliases: [String] = []
            for located in functions[name] ?? [] where type == nil || located.fact.enclosingType == type {
                if let alias = dependenciesAlias(ofFunction: located.fact), !aliases.contains(alias) { aliases.append(alias) }
            }
            return aliases
        }
        switch call.callee {
        case .type(let name):
            return ofType(typeName(name, qualifier: call.typeQualifier, in: typeScopes(of: call)))
        case .implicitInit(let typeName, let property, let argumentOf):
            guard let name = typeName ?? property.flatMap({ property in (argumentOf ?? owner.type).flatMap { argumentType(property, of: $0) } }) else { return nil }
            return ofType(name)
        case .member(let base?, let name) where base.first?.isUppercase == true:
            var aliases = ofFunction(name, in: base)
            if aliases.isEmpty, hasTypealias("\(base)_\(name)Dependencies") { aliases = ["\(base)_\(name)Dependencies"] }
            // A static factory of a generic child, `Receipt.make(dependencies:)`, takes the child's own;
            // A splice's, `SplicedCartViewDependencies.make(externalDependencies:)`, is filled with them.
            if aliases.isEmpty, isFactory(name, of: base, label: call.argumentLabel), let child = ofType(base) {
                let verb = call.argumentLabel == Names.externalDependenciesProperty ? "fills" : "creates"
                return (child.candidates, "\(verb) '\(base)' with \(whose) through '\(base).\(name)'", base)
            }
            return aliases.isEmpty ? nil : (aliases, "calls '\(base).\(name)' with \(whose)", "\(base).\(name)")
        case .member(nil, let name) where call.implicitType != nil && implicitBase(of: call, owner: owner.type).map({ isFactory(name, of: $0, label: call.argumentLabel) }) == true:
            // `.make(externalDependencies: dependencies)` where the type is known from its place.
            guard let base = implicitBase(of: call, owner: owner.type), let child = ofType(base) else { return nil }
            let verb = call.argumentLabel == Names.externalDependenciesProperty ? "fills" : "creates"
            return (child.candidates, "\(verb) '\(base)' with \(whose) through '.\(name)'", base)
        case .member(let base?, let name) where owner.type.flatMap({ propertyType(base, of: $0) }).map({ !ofFunction(name, in: $0).isEmpty }) == true:
            // `invoice.total(dependencies:)` with `let invoice: Invoice`: that type's method, not every `total`.
            guard let type = owner.type.flatMap({ propertyType(base, of: $0) }) else { return nil }
            return (ofFunction(name, in: type), "calls '\(base).\(name)' with \(whose)", "\(type).\(name)")
        case .member(_, let name), .function(let name):
            var aliases = ofFunction(name, in: nil)
            for alias in functionTypealiases[name] ?? [] where !aliases.contains(alias) { aliases.append(alias) }
            guard !aliases.isEmpty else { return nil }
            let spelled = if case .member = call.callee { ".\(name)" } else { name }
            var requiredBy = aliases.count == 1 ? MissingForwardingRule.child(of: aliases[0]) : spelled
            // A free function's typealias (`ThunkDependencies` of `thunk`) is required by the function.
            if case .function = call.callee, declarations(ofType: requiredBy).isEmpty, !requiredBy.contains(".") { requiredBy = name }
            return (aliases, "calls '\(spelled)' with \(whose)", requiredBy)
        case .superInit:
            guard let type = owner.type, let base = superclass(of: type), let alias = receiverAlias(ofType: base, label: "dependencies") else { return nil }
            return ([alias], "inherits from '\(base)'", "superclass \(base)")
        case .other:
            return nil
        }
    }

    /// Whether the type a mention names (`let pane: Pane<Item, Dependencies>`) takes the caller's
    /// `Dependencies` as its own dependencies parameter, in the place they are written.
    func takesDependencies(mentioned call: CallFact) -> Bool {
        guard case .type(let written) = call.callee else { return false }
        let name = typeName(written, qualifier: call.typeQualifier, in: typeScopes(of: call))
        return declarations(ofType: name).contains { located in
            let parameters = located.fact.genericParameters
            guard located.fact.kind != .extension, parameters.count == call.labels.count else { return false }
            return zip(parameters, call.labels).contains { parameter, argument in
                argument.label == CallFact.mentionedDependencies
                    && dependenciesConstraint(of: parameter, in: located.fact.enclosingTypes + [located.fact.name]) != nil
            }
        }
    }

    /// Whether `name` is a function of `type` whose `dependencies` parameter is typed by the type's own
    /// generic parameter: a static factory.
    /// The type a static member written without it (`.make(…)`) belongs to: the annotation's or return
    /// type, or the type of the property or argument it is given as.
    private func implicitBase(of call: CallFact, owner: String?) -> String? {
        guard case .implicitInit(let typeName, let property, let argumentOf) = call.implicitType else { return nil }
        return typeName ?? property.flatMap { property in (argumentOf ?? owner).flatMap { argumentType(property, of: $0) } }
    }

    private func isFactory(_ name: String, of type: String, label: String) -> Bool {
        let parameters = Set(declarations(ofType: type).flatMap { $0.fact.genericParameters.map(\.name) })
        return (functions[name] ?? []).contains { located in
            located.fact.enclosingType == type && located.fact.parameterLabels.contains { $0.label == label && parameters.contains($0.typeName ?? "") }
        }
    }

    private func gap(
        owner: (alias: String, name: String),
        receiver: (candidates: [String], what: String, requiredBy: String),
        path: String,
        offset: Int,
        refinements: [String] = []
    ) -> ForwardingGap? {
        let candidates = receiver.candidates.filter { hasTypealias($0) && $0 != owner.alias }
        guard !candidates.isEmpty, candidates.count == receiver.candidates.count || !receiver.candidates.contains(owner.alias),
              typealiases[owner.alias]?.first != nil
        else { return nil }
        guard !composes([owner.alias] + refinements, anyOf: Set(candidates)) else { return nil }
        // A public typealias cannot name an internal one ("cannot be declared public because its
        // underlying type uses an internal type"): the rulebook's entry point forwards the child's
        // public `…ExternalDependencies` and the protocols it adds instead. Naming every protocol the
        // child needs is forwarding it.
        if let owning = typealiases[owner.alias]?.first?.fact, owning.isExported,
           candidates.allSatisfy({ typealiases[$0]?.first?.fact.isExported == false }) {
            // A public owner that public-typealias tells to become internal forwards as an internal one will.
            if !PublicTypealiasRule.isEntryName(owning.name), !exportedEntryAliases.contains(owner.alias) {
                var gap = ForwardingGap(path: path, offset: offset, owner: owner, what: receiver.what, candidates: candidates, requiredBy: receiver.requiredBy)
                gap.ownerBecomesInternal = true
                return gap
            }
            let external = candidates.map { candidate -> String in
                let name = String(candidate.dropLast(Names.dependencies.count)) + Names.externalDependencies
                return typealiases[name]?.first?.fact.isExported == true ? name : candidate
            }
            // The rulebook's entry point forwards its children's typealiases, which the compiler then needs
            // public (`PDPFeatureDependencies = … & PDPDataRepositoryDependencies`): a child's typealias of
            // the same module that names only public protocols and typealiases, with no public External half to
            // forward instead, is forwarded and made public.
            if candidates.count == 1, external[0] == candidates[0],
               let module = typealiases[owner.alias]?.first.map({ modules[$0.path] }),
               let publicized = typealiasesToPublicize(candidates[0], in: module) {
                var gap = ForwardingGap(path: path, offset: offset, owner: owner, what: receiver.what, candidates: candidates, requiredBy: receiver.requiredBy)
                gap.becomePublic = publicized
                return gap
            }
            // The same, once the files that import below public (`internal import Core`) import publicly: the
            // forward is still missing («you must forward that child's Dependencies type alias»).
            if candidates.count == 1, external[0] == candidates[0],
               let module = typealiases[owner.alias]?.first.map({ modules[$0.path] }),
               let publicized = typealiasesToPublicize(candidates[0], in: module, openingImports: true) {
                var gap = ForwardingGap(path: path, offset: offset, owner: owner, what: receiver.what, candidates: candidates, requiredBy: receiver.requiredBy)
                gap.becomePublic = publicized
                gap.importsToOpen = Array(Set(publicized.compactMap { typealiases[$0]?.first?.path }.filter(restrictedImportPaths.contains))).sorted()
                return gap
            }
            let named = closure(of: owner.alias).union(refinements.flatMap { closure(of: $0) })
            if candidates.contains(where: { candidate in closure(of: candidate).allSatisfy { hasTypealias($0) || named.contains($0) } }) {
                var covered = ForwardingGap(path: path, offset: offset, owner: owner, what: receiver.what, candidates: candidates, requiredBy: receiver.requiredBy)
                covered.isCovered = true
                return covered
            }

            if candidates.count == 1, external[0] == candidates[0] || named.contains(external[0]) {
                // No public External typealias to name, or one already named: the protocols and public
                // typealiases behind the internal one that the owner does not name yet.
                var gap = ForwardingGap(path: path, offset: offset, owner: owner, what: receiver.what, candidates: candidates, requiredBy: receiver.requiredBy)
                gap.needsAll = publicNeeds(of: candidates[0], except: named, in: typealiases[owner.alias]?.first.flatMap { modules[$0.path] })
                return gap.needsAll.isEmpty ? nil : gap
            }
            return ForwardingGap(path: path, offset: offset, owner: owner, what: receiver.what, candidates: external, requiredBy: receiver.requiredBy)
        }
        return ForwardingGap(path: path, offset: offset, owner: owner, what: receiver.what, candidates: candidates, requiredBy: receiver.requiredBy)
    }

    /// The internal typealiases to make public so that a public typealias can name `alias`: it, and every
    /// internal typealias of `module` it composes, in order; `nil` when one of them cannot be (an internal
    /// protocol, another module's internal typealias, a nested one, one with a modifier of its own, or one
    /// in a file that imports below public).
    func typealiasesToPublicize(_ alias: String, in module: String?, openingImports: Bool = false) -> [String]? {
        var result: [String] = []
        var pending = [canonical(alias)]
        var seen = Set(pending)
        while let next = pending.popLast() {
            guard let declarations = typealiases[next], let declaration = declarations.first else { continue }
            // A name two modules declare is not told apart here: made public, the wrong one could be.
            guard declarations.count == 1 else { return nil }
            if declaration.fact.isExported { continue }
            // A file that imports below public (`internal import Core`) cannot make public what names those modules.
            guard declaration.fact.enclosingTypes.isEmpty, modules[declaration.path] == module,
                  declaration.fact.accessModifier == nil || declaration.fact.accessModifier == "internal",
                  openingImports || !restrictedImportPaths.contains(declaration.path)
            else { return nil }
            result.append(next)
            for component in declaration.fact.components {
                let name = canonical(component.name)
                if typealiases[name] != nil {
                    if seen.insert(name).inserted { pending.append(name) }
                } else if let type = types[component.name]?.first(where: { $0.fact.kind != .extension }), !type.fact.isExported {
                    return nil
                }
            }
        }
        return result.isEmpty ? nil : result
    }

    private func isSelfCreation(_ call: CallFact, owner: (alias: String, name: String, type: String?, refinements: [String])) -> Bool {
        if case .type(let name) = call.callee {
            return name == "Self" || name == owner.type || typeName(name, qualifier: call.typeQualifier, in: typeScopes(of: call)) == owner.type
        }
        return false
    }

    /// What an internal typealias requires, as a public one can name it: its public typealiases and
    /// protocols, through its internal ones, less what `named` already holds; in the order written.
    func publicNeeds(of alias: String, except named: Set<String> = [], in module: String? = nil) -> [String] {
        var needs: [String] = []
        var seen: Set<String> = [alias]
        var pending = [alias]
        // Of a name several modules declare, the one in `module` (the compiler's, from there).
        func declaration(_ name: String) -> ProjectIndex.Located<TypealiasFact>? {
            let declarations = typealiases[canonical(name)] ?? []
            return declarations.first { modules[$0.path] == module } ?? declarations.first
        }
        while !pending.isEmpty {
            let name = pending.removeFirst()
            for component in declaration(name)?.fact.components.map(\.name) ?? [] where seen.insert(component).inserted {
                if let declaration = declaration(component), !declaration.fact.isExported {
                    pending.append(component)
                } else if !named.contains(component) && !named.contains(canonical(component)) {
                    needs.append(component)
                }
            }
        }
        return needs
    }

    /// Every loop of typealiases that compose each other, as the names around it from its first name
    /// back to it: strongly connected parts of the composition graph (Tarjan's algorithm, without
    /// recursion), so the cost is linear in the typealiases and their components.
    func compositionLoops() -> [String: [String]] {
        // Each typealias by its number in name order, and what it composes by number, worked out once.
        let names = typealiases.keys.sorted()
        let ids = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        // Only dependencies typealiases forward; `typealias Error = Parser.Error` or
        // `typealias Session = Kit.Session` names another declaration of its own name, not itself.
        let edges: [[Int]] = names.map { name in
            guard dependenciesAliases.contains(name) else { return [] }
            return (typealiases[name] ?? []).flatMap { declaration in
                declaration.fact.components.compactMap { component in
                    let key = canonical(component.name)
                    return component.name.utf8.contains(UInt8(ascii: ".")) && key == name ? nil : ids[key]
                }
            }
        }
        var number = [Int](repeating: -1, count: names.count), lowest = number, onStack = [Bool](repeating: false, count: names.count)
        var numbered = 0, stack: [Int] = [], loops: [String: [String]] = [:]
        for start in names.indices where number[start] < 0 {
            var work: [(node: Int, next: Int)] = [(start, 0)]
            number[start] = numbered; lowest[start] = numbered; numbered += 1; stack.append(start); onStack[start] = true
            while let (node, next) = work.last {
                if next < edges[node].count {
                    let child = edges[node][next]
                    work[work.count - 1].next += 1
                    if number[child] < 0 {
                        number[child] = numbered; lowest[child] = numbered; numbered += 1; stack.append(child); onStack[child] = true
                        work.append((child, 0))
                    } else if onStack[child] {
                        lowest[node] = min(lowest[node], number[child])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { lowest[parent.node] = min(lowest[parent.node], lowest[node]) }
                guard lowest[node] == number[node] else { continue }
                var part: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    part.append(member)
                    if member == node { break }
                }
                guard part.count > 1 || edges[node].contains(node), let first = part.min() else { continue }
                let members = Set(part.map { names[$0] })
                loops[names[first]] = loop(from: names[first], within: members) { edges[ids[$0]!].map { names[$0] } }
            }
        }
        return loops
    }

    /// The shortest way from `first` back to itself through `members`, as names from `first` to `first`.
    private func loop(from first: String, within members: Set<String>, edges: (String) -> [String]) -> [String] {
        var previous: [String: String] = [:]
        var queue = [first], position = 0
        while position < queue.count {
            let name = queue[position]
            position += 1
            for next in edges(name) where members.contains(next) {
                if next == first {
                    var path = [name]
                    while let last = path.last, last != first, let before = previous[last] { path.append(before) }
                    return path.reversed() + [first]
                }
                if previous[next] == nil { previous[next] = name; queue.append(next) }
            }
        }
        return [first, first]
    }
}
