/// The module model the rules read: which typealias each type and function takes its dependencies
/// from (whatever the names), what every declaration of a type uses across files, and every place a
/// type hands its dependencies on without forwarding the receiver's typealias.

extension ProjectIndex {
    /// The typealiases that compose dependencies: compositions of protocols and typealiases whose
    /// name ends in `Dependencies`, or that compose a `…Dependency`, `…Dependencies` or another such
    /// typealias, or that constrain a generic parameter named `Dependencies`.
    static func dependenciesAliases(_ typealiases: [String: [Located<TypealiasFact>]], types: [String: [Located<TypeFact>]], dependencyProtocols: DependencyProtocolNames) -> Set<String> {
        var result: Set<String> = []
        let compositions = typealiases.filter { $0.value.contains { $0.fact.isComposition && !$0.fact.components.isEmpty } }
        // A struct, class, enum or actor declared here is a value, whatever it is called: `AppDependency`
        // the concrete root, `KeypadViewModel.Dependency` a struct of parameters.
        func isConcrete(_ name: String) -> Bool {
            guard let declarations = types[String(Names.lastComponent(name))] else { return false }
            return declarations.contains { $0.fact.kind != .extension && $0.fact.kind != .protocol } && !declarations.contains { $0.fact.kind == .protocol }
        }
        func looksLikeDependencies(_ name: String) -> Bool {
            !isConcrete(name) && (dependencyProtocols.matches(name) || (name.hasSuffix(Names.dependencies) && name != Names.dependencies))
        }
        var constrainingDependencies: Set<String> = []
        for declarations in types.values {
            for type in declarations {
                // A parameter named `Dependencies`, or one the type keeps as `let dependencies: D`.
                for parameter in type.fact.genericParameters where parameter.name == Names.dependencies || parameter.name == Names.externalDependencies
                    || type.fact.properties.contains(where: { $0.name == "dependencies" && $0.isStored && $0.type == parameter.name }) {
                    constrainingDependencies.formUnion(parameter.constraints)
                }
                for parameter in type.fact.associatedTypes where parameter.name == Names.dependencies || parameter.name == Names.externalDependencies {
                    constrainingDependencies.formUnion(parameter.constraints)
                }
            }
        }
        // A protocol declared here with a model's shape (a method, several requirements, an associated
        // type, or a property named `dependencies`: a task's `HasDependencies`) is not made a dependency by
        // its name: `protocol PackageDependency { var name …; var version … }`.
        func hasModelShape(_ name: String) -> Bool {
            (types[String(Names.lastComponent(name))] ?? []).contains { declaration in
                declaration.fact.kind == .protocol && (!declaration.fact.associatedTypes.isEmpty || declaration.fact.requirements.count > 1
                    || declaration.fact.requirements.contains { $0.propertyName == nil || $0.propertyName == "dependencies" })
            }
        }
        // Named like dependencies in the rulebook's words: `…Dependency` or `…Dependencies`.
        func namedAsDependencies(_ name: String) -> Bool {
            let last = Names.lastComponent(name)
            return !isConcrete(name) && (last.hasSuffix("Dependency") || (last.hasSuffix(Names.dependencies) && last != Names.dependencies))
        }
        // Compositions not known yet to compose dependencies, with the names they compose.
        var pending: [(name: String, components: [String])] = []
        for (name, declarations) in compositions {
            let last = String(Names.lastComponent(name))
            // Nested in a type, only a `…Dependencies` name composes dependencies (`typealias Mock = MockX` does not).
            if declarations.contains(where: { !$0.fact.enclosingTypes.isEmpty }), !last.hasSuffix(Names.dependencies) { continue }
            let components = declarations.flatMap { $0.fact.components.map(\.name) }
            // Only `Has…` protocols under a name that says nothing of dependencies
            // (`typealias Listable = HasIdentifier & HasTitle`) are model traits, unless a `Dependencies`
            // parameter takes them (a model conforms to such a composition as a root would, so that
            // says nothing).
            // `typealias Dependencies = DependencyLogger & …` nested in a type that stores it as
            // `let dependencies: Dependencies`: what the code does says what it is, whatever the
            // protocols are called.
            let heldAsDependencies = last == Names.dependencies && declarations.contains { declaration in
                guard let owner = declaration.fact.enclosingTypes.last, !declaration.fact.components.isEmpty else { return false }
                let protocols = declaration.fact.components.allSatisfy { component in
                    types[component.name]?.contains { $0.fact.kind == .protocol } == true || looksLikeDependencies(component.name)
                }
                return protocols && (types[owner] ?? []).contains { $0.fact.properties.contains { $0.name == "dependencies" && $0.type == Names.dependencies } }
            }
            let usedAsDependencies = constrainingDependencies.contains(name) || heldAsDependencies
            // Under a name that says nothing of dependencies (`typealias Pinnable = PackageDependency & Hashable`),
            // a `…Dependency` of a model's shape is no evidence: such a composition counts where code uses it.
            let composesDependencies = components.contains(where: { namedAsDependencies($0) && (last.hasSuffix(Names.dependencies) || !hasModelShape($0)) })
                || (components.contains(where: looksLikeDependencies) && last.hasSuffix(Names.dependencies))
            if (looksLikeDependencies(last) && declarations.allSatisfy { $0.fact.enclosingTypes.isEmpty }) || usedAsDependencies || composesDependencies {
                result.insert(name)
            } else {
                pending.append((name, components))
            }
        }
        // Then those that compose such a typealias, until none is added.
        var changed = true
        while changed {
            changed = false
            pending.removeAll { candidate in
                guard candidate.components.contains(where: result.contains) else { return false }
                result.insert(candidate.name)
                changed = true
                return true
            }
        }
        return result
    }

    /// Whether `name` is a typealias that composes dependencies.
    func isDependenciesAlias(_ name: String) -> Bool {
        dependenciesAliases.contains(canonical(name))
    }

    /// The dependencies typealias among the constraints of a generic parameter declared inside
    /// `scopes` (the types around it, outermost first), where a nested typealias is found first.
    func dependenciesConstraint(of parameter: GenericParameterFact, in scopes: [String] = []) -> String? {
        for constraint in parameter.constraints {
            let key = canonical(constraint, in: scopes)
            if dependenciesAliases.contains(key) { return key }
        }
        return nil
    }

    /// The declarations of a type other than its extensions, then its extensions (kept in that order
    /// when the index is built, so this copies nothing).
    /// A nested type's are found by its qualified name too (`Orders.Row`); a plain name finds every type
    /// of that name, nested or not.
    func declarations(ofType name: String) -> [Located<TypeFact>] {
        types[name] ?? nestedTypes[name] ?? []
    }

    /// The declarations a name means where `chain` (the types around and including it, outermost
    /// first) is written: a nested type's by its path, a file-scope type's without the nested ones that
    /// share its plain name.
    func declarations(ofScope chain: ArraySlice<String>) -> [Located<TypeFact>] {
        guard let first = chain.first else { return [] }
        if chain.count > 1 { return nestedTypes[chain.joined(separator: ".")] ?? [] }
        guard nestedTypeNames.contains(first) else { return types[first] ?? [] }
        return (types[first] ?? []).filter { $0.fact.enclosingTypes.isEmpty }
    }

    /// The declarations that say what a type named `name` takes: by its path when it is one
    /// (`Orders.Row`); by a plain name, the file-scope type's, or the one nested type's of that name.
    /// Several nested types of one name and none at file scope: no one of them is meant.
    func defining(_ name: String) -> [Located<TypeFact>] {
        let all = declarations(ofType: name)
        guard nestedTypeNames.contains(name) else { return all }
        let fileScope = all.filter { $0.fact.enclosingTypes.isEmpty }
        if fileScope.contains(where: { $0.fact.kind != .extension }) { return fileScope }
        let paths = Set(all.filter { $0.fact.kind != .extension }.map(\.fact.enclosingTypes))
        return paths.count == 1 ? all : []
    }

    /// The type a name written inside `scopes` (the types around it, outermost first) means, as the
    /// compiler looks it up, innermost scope first: a type nested there (`CartView.Row` for `Row` inside
    /// `CartView`), or the type a typealias declared there names (`typealias Row = ItemRow<Dependencies>`);
    /// at file scope, a type of that name, else the type such a typealias names; else the name itself.
    /// `qualifier` is what is written before it (`Orders` in `Orders.Row(…)`), a type or a module.
    func typeName(_ name: String, qualifier: String? = nil, in scopes: [String]) -> String {
        guard nestedTypeNames.contains(name) || nestedPlainNames.contains(name) || typealiases[name] != nil else { return name }
        let written = (qualifier.map { [$0] } ?? []) + [name]
        for depth in stride(from: scopes.count, to: 0, by: -1) {
            let path = (scopes[..<depth] + written).joined(separator: ".")
            if nestedTypePaths.contains(path) { return path }
            if let named = typeNamed(byTypealias: path) { return named }
        }
        if qualifier == nil, types[name] == nil, let named = typeNamed(byTypealias: name) { return named }
        let path = written.joined(separator: ".")
        return nestedTypePaths.contains(path) ? path : name
    }

    /// The type the typealias `key` names when it names one type: generic (`ItemRow<Dependencies>`), or by
    /// its name alone (`typealias ShortRow = Row`, which reads like a composition of one protocol).
    private func typeNamed(byTypealias key: String) -> String? {
        guard let alias = typealiases[key]?.first?.fact, alias.components.count == 1 else { return nil }
        let declared = declarations(ofType: alias.components[0].name)
        guard !declared.isEmpty, !alias.isComposition || declared.contains(where: { $0.fact.kind != .protocol && $0.fact.kind != .extension }) else { return nil }
        return alias.components[0].name
    }

    /// A type's name as the index knows it: its path when it is nested (`Orders.Row`), else its name.
    func identity(of type: TypeFact) -> String {
        type.enclosingTypes.isEmpty || type.kind == .extension && nestedTypes[(type.enclosingTypes + [type.name]).joined(separator: ".")] == nil
            ? type.name : (type.enclosingTypes + [type.name]).joined(separator: ".")
    }

    /// The typealias a type's `dependencies` conform to: the type of its stored `dependencies` (a
    /// generic parameter's constraint, or what a splice conforms to), a generic parameter named
    /// `Dependencies` or constrained by a dependencies typealias, a protocol's associated
    /// `Dependencies`, or a `typealias Dependencies` nested in it. Worked out once per type.
    func dependenciesAlias(ofType name: String) -> String? {
        aliasOfType[name]
    }

    func computeDependenciesAlias(ofType name: String) -> String? {
        for located in defining(name) where located.fact.kind != .extension {
            let type = located.fact
            if let stored = type.properties.first(where: { $0.name == "dependencies" }), let written = stored.type,
               let alias = resolve(written, in: type) {
                return alias
            }
            let parameters = type.kind == .protocol ? type.associatedTypes : type.genericParameters
            let scopes = type.enclosingTypes + [type.name]
            // A splice generic over `Dependencies: CartViewExternalDependencies` takes its External half
            // under that name: the typealias is the type it serves', not the splice's own.
            if let named = parameters.first(where: { $0.name == Names.dependencies }), let alias = dependenciesConstraint(of: named, in: scopes),
               !(Names.isExternalAliasName(alias) && conformedAlias(ofType: name) != nil) {
                return alias
            }
            // A nested `typealias Dependencies` is the type's when the type keeps dependencies or is
            // generic; a namespace whose static functions take it holds helpers' typealiases.
            let qualified = (type.enclosingTypes + [type.name, Names.dependencies]).joined(separator: ".")
            let keepsDependencies = type.kind == .protocol || !type.genericParameters.isEmpty || type.properties.contains { $0.name == "dependencies" }
            if keepsDependencies, typealiases[qualified] != nil, isDependenciesAlias(qualified) { return qualified }
            if let other = parameters.first(where: { $0.name != Names.externalDependencies && dependenciesConstraint(of: $0, in: scopes).map { !Names.isExternalAliasName($0) } == true }) {
                return dependenciesConstraint(of: other, in: scopes)
            }
        }
        return nil
    }

    /// The `typealias Dependencies` a bare `Dependencies` means inside `scopes` (outermost first): one
    /// nested in the innermost type that has one, or in a protocol that type adopts.
    func nestedDependenciesAlias(in scopes: [String]) -> String? {
        for (depth, scope) in scopes.enumerated().reversed() {
            let qualified = (scopes[...depth] + [Names.dependencies]).joined(separator: ".")
            if typealiases[qualified] != nil, isDependenciesAlias(qualified) { return qualified }
            for located in types[scope] ?? [] {
                for inherited in located.fact.inherited where ownersOfNestedDependencies.contains(inherited.name) {
                    let adopted = "\(inherited.name).\(Names.dependencies)"
                    if isDependenciesAlias(adopted) { return adopted }
                }
            }
        }
        return nil
    }

    /// The typealias a type's `externalDependencies` (the outer half of a splice) conform to.
    func externalAlias(ofType name: String) -> String? {
        externalAliasOfType[name]
    }

    /// ``externalAlias(ofType:)`` worked out from the declarations.
    func computeExternalAlias(ofType name: String) -> String? {
        for located in defining(name) where located.fact.kind != .extension {
            let type = located.fact
            if let stored = type.properties.first(where: { $0.name == Names.externalDependenciesProperty }), let written = stored.type,
               let alias = resolve(written, in: type) {
                return alias
            }
            for parameter in type.genericParameters {
                if let alias = dependenciesConstraint(of: parameter, in: type.enclosingTypes + [type.name]), parameter.name == Names.externalDependencies || Names.isExternalAliasName(alias) {
                    return alias
                }
            }
        }
        // Constrained only where it conforms: `extension SplicedCartDependencies: CartDependencies where
        // ExternalDependencies: CartExternalDependencies`, or `where Outer: CartExternalDependencies` for a
        // parameter of another name.
        let declared = Set(defining(name).lazy.filter { $0.fact.kind != .extension }.flatMap { $0.fact.genericParameters.map(\.name) })
        for located in declarations(ofType: name) where located.fact.kind == .extension && located.fact.inherited.contains(where: { isDependenciesAlias($0.name) }) {
            for parameter in located.fact.genericParameters where parameter.name == Names.externalDependencies || declared.contains(parameter.name) {
                if let alias = dependenciesConstraint(of: parameter, in: located.fact.enclosingTypes + [located.fact.name]),
                   parameter.name == Names.externalDependencies || Names.isExternalAliasName(alias) {
                    return alias
                }
            }
        }
        return nil
    }

    /// Whether `name` is a splice by what it is, whatever it is called: it takes an External
    /// typealias (as a generic parameter's constraint, or as the type of `externalDependencies`) and
    /// conforms, on its declaration or in any extension, to a dependencies typealias.
    func isSplice(_ name: String) -> Bool {
        externalAlias(ofType: name) != nil && conformedAlias(ofType: name) != nil
    }

    /// The dependencies typealias a type conforms to itself: a splice's.
    func conformedAlias(ofType name: String) -> String? {
        for located in declarations(ofType: name) {
            if let alias = located.fact.inherited.first(where: { isDependenciesAlias($0.name) }) { return canonical(alias.name) }
        }
        return nil
    }

    /// The dependencies typealias a function's generic parameter or `dependencies` parameter takes.
    func dependenciesAlias(ofFunction function: FunctionFact) -> String? {
        let scopes = function.enclosingTypes
        if let parameter = function.parameterLabels.first(where: { $0.label == "dependencies" }), let typeName = parameter.typeName {
            let written = canonical(typeName, in: scopes)
            if dependenciesAliases.contains(written) { return written }
            if typeName == Names.dependencies, !function.genericParameters.contains(where: { $0.name == typeName }),
               let nested = nestedDependenciesAlias(in: function.enclosingTypes) {
                return nested
            }
            if let generic = function.genericParameters.first(where: { $0.name == typeName }), let alias = dependenciesConstraint(of: generic, in: scopes) {
                return alias
            }
        }
        return function.genericParameters.lazy.compactMap { self.dependenciesConstraint(of: $0, in: scopes) }.first
    }

    /// The dependencies typealias behind a written type: a generic parameter of `type` (or of the
    /// types around it), a typealias nested in it, a typealias, or a splice type.
    func resolve(_ written: String, in type: TypeFact) -> String? {
        var text = Substring(written)
        for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        let base = String(text.prefix { $0 != "<" }.split(separator: ".").last ?? "")
        guard !base.isEmpty else { return nil }
        let chain = type.enclosingTypes + [type.name]
        for depth in stride(from: chain.count, to: 0, by: -1) {
            for located in declarations(ofScope: chain[..<depth]) where located.fact.kind != .extension {
                if let parameter = (located.fact.genericParameters + located.fact.associatedTypes).first(where: { $0.name == base }) {
                    return dependenciesConstraint(of: parameter, in: located.fact.enclosingTypes + [located.fact.name])
                }
            }
        }
        let qualified = (type.enclosingTypes + [type.name, base]).joined(separator: ".")
        if typealiases[qualified] != nil, isDependenciesAlias(qualified) { return qualified }
        if isDependenciesAlias(base) { return canonical(base) }
        // A splice by that name that is visible here: at file scope, or nested where `type` is. A
        // concrete, non-generic type (a root or its mock) is the compiler's to check, not a typealias.
        guard written.utf8.contains(UInt8(ascii: "<")) || Names.isSpliceName(base) else { return nil }
        let path = type.enclosingTypes + [type.name]
        let visible = (types[base] ?? []).contains { candidate in
            candidate.fact.kind != .extension && path.starts(with: candidate.fact.enclosingTypes)
        }
        return visible ? conformedAlias(ofType: base) : nil
    }

    /// The typealias a call's receiver needs, when it is a type: what it takes as `dependencies` or,
    /// with `externalDependencies:`, as its outer half; else its initializer's.
    func receiverAlias(ofType name: String, label: String) -> String? {
        if label == Names.externalDependenciesProperty {
            if let alias = externalAlias(ofType: name) { return alias }
            if let stem = Names.spliceStem(name) {
                let guess = "\(stem)ExternalDependencies"
                return hasTypealias(guess) ? guess : nil
            }
            return nil
        }
        // An initializer declared to take something else as `dependencies` (the External half, when
        // the type builds its own splice) is what a call reaches: what the type keeps cannot be passed.
        if let type = declarations(ofType: name).first(where: { $0.fact.kind != .extension })?.fact {
            let taken = Set((initializers[name] ?? []).compactMap { initializer in
                initializer.fact.parameterLabels.first { $0.label == label }?.typeName.flatMap { resolve($0, in: type) }
            })
            if taken.count == 1, let alias = taken.first { return alias }
        }
        if let alias = dependenciesAlias(ofType: name) { return alias }
        for initializer in initializers[name] ?? [] {
            if let alias = dependenciesAlias(ofFunction: initializer.fact) { return alias }
        }
        let guess = "\(name)Dependencies"
        return isDependenciesAlias(guess) ? guess : nil
    }

    /// The types around a call from its `position`th context outwards, outermost first.
    func typeScopes(of call: CallFact, from position: Int = 0) -> [String] {
        call.context[position...].reversed().compactMap { if case .type = $0.kind { $0.name } else { nil } }
    }

    /// The type of a call's `position`th context as the index knows it: its path when it is nested
    /// (`Orders.Row`), else its name.
    func contextType(of call: CallFact, at position: Int) -> String {
        let name = call.context[position].name
        guard nestedTypeNames.contains(name) else { return name }
        let path = typeScopes(of: call, from: position).joined(separator: ".")
        return nestedTypes[path] == nil ? name : path
    }

    /// The typealias a call hands its dependencies on under, and whose it is.
    func owner(of call: CallFact) -> (alias: String, name: String, type: String?, refinements: [String])? {
        for (position, entry) in call.context.enumerated() {
            switch entry.kind {
            case .function:
                guard call.argument == .own else { continue }
                // The context runs innermost first: the types around the function follow it.
                let scopes = call.context[(position + 1)...].reversed().compactMap { if case .type = $0.kind { $0.name } else { nil } }
                if let alias = entry.genericParameters.lazy.compactMap({ self.dependenciesConstraint(of: $0, in: scopes) }).first {
                    return (alias, entry.enclosingType.map { "\($0).\(entry.name)" } ?? entry.name, entry.enclosingType, [])
                }
            case .type:
                // A nested type by its path (`Orders.Row`): another type may share its plain name.
                let name = contextType(of: call, at: position)
                // `init(dependencies: ExternalDependencies)` hands on what its parameter is, not what
                // the type keeps (a view that builds its own splice): the compiler checks a concrete one.
                if call.argument == .own, let written = call.parameterType,
                   let type = defining(name).first(where: { $0.fact.kind != .extension })?.fact {
                    guard let alias = resolve(written, in: type) else { return nil }
                    if alias != dependenciesAlias(ofType: name) { return (alias, name, name, []) }
                }
                let alias: String? = switch call.argument {
                case .own: dependenciesAlias(ofType: name)
                case .external: externalAlias(ofType: name)
                // Only a splice hands itself on as its dependencies; a composition root passing `self`
                // (`Network(dependencies: self)`) is checked by the compiler against the concrete root.
                case .this: externalAlias(ofType: name) != nil || Names.isSpliceName(entry.name) ? conformedAlias(ofType: name) : nil
                case .other: nil
                }
                // A constrained extension's `where Dependencies: X` counts as forwarding X.
                // Only the parameter that is what it passes counts: a view that keeps a splice as its
                // `dependencies` passes the splice, not its `ExternalDependencies` parameter.
                let passed = propertyType("dependencies", of: name)
                let refinements = call.argument == .own
                    ? entry.genericParameters.filter { passed == nil || $0.name == passed }.flatMap(\.constraints).map { canonical($0) } : []
                if let alias { return (alias, name, name, refinements) }
                // A view with no typealias of its own that passes its model's (`model.dependencies`):
                // the model's typealias is what must forward.
                if call.argument == .own, let holder = call.argumentHolder, let holderType = propertyType(holder, of: name),
                   holderType != name, holderType != entry.name, let alias = dependenciesAlias(ofType: holderType) {
                    return (alias, name, holderType, [])
                }
            }
        }
        return nil
    }

    /// The type whose initializer `call` reaches: `Bar` for `Bar(…)` and `Bar.init(…)`, the caller's type
    /// for `Self(…)` and `self.init(…)`, its superclass for `super.init(…)`, and the type an `.init(…)` gets
    /// from its place; `nil` for a call that is not an initializer's.
    func initializedType(by call: CallFact) -> String? {
        let callerType = call.context.first { if case .type = $0.kind { true } else { false } }?.name
        switch call.callee {
        case .type(let name), .member(let name?, "init"): return name == "Self" ? callerType ?? name : name
        case .superInit: return callerType.flatMap(superclass(of:))
        case .implicitInit(let typeName, let property, let argumentOf):
            // `.init(…)` returned as `Self` is the caller's type's, as `Self(…)` is.
            if typeName == "Self" { return callerType ?? typeName }
            return typeName ?? property.flatMap { property in (argumentOf ?? callerType).flatMap { argumentType(property, of: $0) } }
        case .member, .function, .other: return nil
        }
    }

    /// The type of a stored property of `type`, by name.
    func propertyType(_ property: String, of type: String) -> String? {
        for located in declarations(ofType: type) {
            if let written = located.fact.properties.first(where: { $0.name == property })?.type {
                return String(written.prefix { $0 != "<" && $0 != "?" }.split(separator: ".").last ?? "")
            }
        }
        return nil
    }

    /// The type of what `type` takes as `label`: a stored property of that name (the memberwise
    /// initializer's argument), else an initializer's parameter with that label.
    func argumentType(_ label: String, of type: String) -> String? {
        if let property = propertyType(label, of: type) { return property }
        for initializer in initializers[type] ?? [] {
            if let parameter = initializer.fact.parameterLabels.first(where: { $0.label == label }), let typeName = parameter.typeName { return typeName }
        }
        return nil
    }

    /// The superclass of a class, if it is declared in a linted file.
    func superclass(of type: String) -> String? {
        for located in declarations(ofType: type) where located.fact.kind == .class {
            guard let first = located.fact.inherited.first else { continue }
            let name = typeName(first.name, qualifier: first.qualifier, in: located.fact.enclosingTypes)
            if isClass(name) { return name }
        }
        return nil
    }

    /// The typealiases the rulebook lets be exported: exported `…FeatureDependencies` and
    /// `…ExternalDependencies`, and everything they compose (the compiler forces those public).
    func computeExportedEntryAliases() -> Set<String> {
        // One walk from all of them, so a typealias several entries compose is expanded once.
        var result: Set<String> = []
        var pending: [String] = []
        for declarations in typealiases.values {
            for located in declarations where located.fact.isExported && PublicTypealiasRule.isEntryName(located.fact.name) {
                if result.insert(located.fact.qualifiedName).inserted { pending.append(located.fact.qualifiedName) }
            }
        }
        while let name = pending.popLast() {
            for declaration in typealiases[canonical(name)] ?? [] {
                for component in declaration.fact.components {
                    let key = canonical(component.name)
                    if result.insert(key).inserted { pending.append(key) }
                }
            }
        }
        return result
    }

    /// The module to import so that `name` can be written in `path`: the one that declares it, when
    /// that is not the file's own and the file imports it neither itself nor through a module that
    /// re-exports it (`@_exported import`); `nil` when nothing is missing.
    /// `file`, when given, is the file at `path`: what it imports is read from it where the index did not
    /// keep it (it keeps it for files that declare typealiases, where forwards are written).
    func missingImport(of name: String, in path: String, file: FileFacts? = nil) -> String? {
        guard let module = declaringModule(of: name), module != modules[path] else { return nil }
        let imported = importedModules[path] ?? file.map { Set($0.imports.filter { !$0.isPartial }.map(\.module)) } ?? []
        return reexports.visible(from: imported, in: modules[path]).contains(module) ? nil : module
    }

    /// The module that declares the typealias or type `name`, when one of the linted files does.
    func declaringModule(of name: String) -> String? {
        let declaredIn = typealiases[canonical(name)]?.first?.path
            ?? types[name]?.first(where: { $0.fact.kind != .extension })?.path
        return declaredIn.flatMap { modules[$0] }
    }

    /// The exported dependencies typealiases that name `alias` among their components.
    func exportedComposers(of alias: String) -> [String] {
        typealiases.values.joined().filter { located in
            located.fact.isExported && located.fact.qualifiedName != alias && located.fact.components.contains { canonical($0.name) == alias }
        }.map(\.fact.qualifiedName)
    }

    /// The exported types and functions constrained by `alias`, by name, in a stable order.
    func exportedUsers(of alias: String) -> [String] {
        var users: [String] = []
        for name in types.keys.sorted() {
            for located in types[name] ?? [] where located.fact.isExported && located.fact.kind != .extension {
                if (located.fact.genericParameters + located.fact.associatedTypes).contains(where: { $0.constraints.map { canonical($0) }.contains(alias) }) {
                    users.append(name)
                }
            }
        }
        // A public function that takes it, under any label (`public init(dependency: YDependency)`), needs it public too.
        func takes(_ function: FunctionFact) -> Bool {
            dependenciesAlias(ofFunction: function) == alias || function.parameterLabels.contains { parameter in
                parameter.typeName.map { canonical($0) } == alias || parameter.composition.contains { canonical($0) == alias }
            }
        }
        for name in functions.keys.sorted() {
            for located in functions[name] ?? [] where located.fact.isExported && takes(located.fact) {
                users.append(located.fact.enclosingType.map { name == "init" ? $0 : "\($0).\(name)" } ?? name)
            }
        }
        return users
    }

    // MARK: Building the model

    /// Every name the types and functions that take each typealias reference, in all their files
    /// (unused-dependency's evidence); worked out on first use.
    func computeNamesUsedByAlias() -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        for (name, declarations) in types {
            var aliases = [dependenciesAlias(ofType: name), externalAlias(ofType: name), conformedAlias(ofType: name)].compactMap { $0 }
            // A type that adopts a protocol with a nested `typealias Dependencies` uses it too.
            for located in declarations {
                for inherited in located.fact.inherited where ownersOfNestedDependencies.contains(inherited.name) {
                    aliases.append("\(inherited.name).\(Names.dependencies)")
                }
            }
            guard !aliases.isEmpty else { continue }
            var referenced: Set<String> = []
            for located in declarations { referenced.formUnion(located.fact.referencedNames) }
            for alias in aliases { names[alias, default: []].formUnion(referenced) }
        }
        for declarations in functions.values {
            for located in declarations {
                guard let alias = dependenciesAlias(ofFunction: located.fact) else { continue }
                names[alias, default: []].formUnion(located.fact.referencedNames)
            }
        }
        return names
    }

    /// The names each typealias should have after what it constrains (typealias-name's advice).
    /// Whether `alias` belongs to none of the types that keep it: each keeps it as an existential
    /// (`let dependencies: RepositoryDependencies`), none is named after it, and several keep it, or the
    /// one that does cannot own it: the system creates it (a test case holding the app's `AllDependencies`),
    /// or it is in another module than the typealias. Each should declare its own.
    func isBorrowedByItsHolders(_ alias: String) -> Bool {
        borrowedAliases.contains(alias)
    }

    /// What a borrowed typealias composes, for each holder's own to list; `nil` unless it is borrowed.
    func borrowedComponents(of alias: String) -> [String]? {
        guard isBorrowedByItsHolders(alias), let components = typealiases[alias]?.first?.fact.components.map(\.name), !components.isEmpty else { return nil }
        return components
    }

    /// Why ``isBorrowedByItsHolders(_:)`` holds for `alias`, as a clause of a message.
    func borrowedReason(_ alias: String) -> String {
        if let root = rootsOfAlias[alias] { return "it is what the root '\(root)' conforms to" }
        return "other types keep it as well"
    }

    /// ``isBorrowedByItsHolders(_:)`` worked out from what ``computeAliasUsers()`` found.
    func isBorrowed(_ alias: String, by users: [String]) -> Bool {
        guard !users.isEmpty, !users.contains(where: { Names.isNamed(alias, after: $0) }) else { return false }
        let aliasModules = Set((typealiases[alias] ?? []).compactMap { modules[$0.path] })
        var cannotOwn = false
        for user in users {
            let declared = defining(user).filter { $0.fact.kind != .extension }
            let keepsIt = !declared.isEmpty && declared.allSatisfy { located in
                located.fact.properties.contains { property in
                    property.name == "dependencies" && property.type.map { canonical(Names.unwrapped($0), in: located.fact.enclosingTypes + [located.fact.name]) == alias } == true
                }
            }
            guard keepsIt else { return false }
            cannotOwn = cannotOwn || isCreatedByTheSystem(user)
                || declared.contains { located in modules[located.path].map { !aliasModules.isEmpty && !aliasModules.contains($0) } ?? false }
        }
        return users.count > 1 || cannotOwn
    }

    func computeAliasUsers() -> [String: [String]] {
        var users: [String: [String]] = [:]
        // A nested type by its path (`Orders.Row`), as no other type's of its plain name.
        let named = types.keys.filter { name in
            types[name]!.contains { $0.fact.kind != .extension && (!nestedTypeNames.contains(name) || $0.fact.enclosingTypes.isEmpty) }
        } + nestedTypePaths
        for name in named.sorted() {
            if let alias = dependenciesAlias(ofType: name) { users[alias, default: []].append(name) }
        }
        for name in functions.keys.sorted() {
            for located in functions[name] ?? [] {
                guard let alias = dependenciesAlias(ofFunction: located.fact) else { continue }
                // An initializer's dependencies are its type's.
                let type = located.fact.enclosingTypes.count > 1 && nestedTypes[located.fact.enclosingTypes.joined(separator: ".")] != nil
                    ? located.fact.enclosingTypes.joined(separator: ".") : located.fact.enclosingType
                let stem = type.map { name == "init" ? $0 : "\($0)_\(name)" } ?? (name.prefix(1).uppercased() + name.dropFirst())
                let known = users[alias, default: []]
                if !known.contains(stem), !known.contains(located.fact.enclosingType ?? "") { users[alias, default: []].append(stem) }
            }
        }
        // One owner per typealias, and every rule asks the same: of several types it constrains, the
        // one the others are created by (a view before the model it creates) comes first.
        for (alias, stems) in users where stems.count > 1 {
            let created = Set(stems.flatMap { receivers[$0] ?? [] })
            users[alias] = stems.filter { !created.contains($0) } + stems.filter { created.contains($0) }
        }
        return users
    }
}
