/// Flags a `…Dependencies` typealias that is not named after a type (or a type's function) declared
/// in its file.
struct TypealiasNameRule: Rule {
    let description = RuleDescription(
        id: "typealias-name",
        summary: "A dependencies typealias is named after what it constrains: `<T>Dependencies` or `<T>ExternalDependencies` for a type `T` (and its initializers and methods), `<T>_<function>Dependencies` for one function; a nested `typealias Dependencies` moves above its type under that name.",
        rationale: "The name says whose requirements the typealias lists, so readers find it next to the type and nobody reuses it for another.",
        severity: .error,
        triggering: [
            Example("""
                typealias ↓ServicesDependencies = LoggingDependency

                struct Checkout<Dependencies: ServicesDependencies> {
                    let dependencies: Dependencies
                }
                """),
            Example("""
                typealias ↓Cart_totalDependencies = PricingDependency

                struct Cart {
                    func count() -> Int { 0 }
                }
                """),
        ],
        nonTriggering: [
            Example("""
                typealias CheckoutDependencies = LoggingDependency
                    & PaymentsDependency

                struct Checkout<Dependencies: CheckoutDependencies> {
                    let dependencies: Dependencies
                }
                """),
            Example("""
                typealias Cart_totalDependencies = PricingDependency

                extension Cart {
                    func total<Dependencies: Cart_totalDependencies>(dependencies: Dependencies) -> Int { 0 }
                }
                """),
            Example("""
                public typealias CheckoutFeatureDependencies = CheckoutExternalDependencies

                public struct CheckoutFeature<Dependencies: CheckoutFeatureDependencies> {
                    let dependencies: Dependencies
                }
                """),
            Example("""
                typealias OrdersRowDependencies = PricingDependency

                enum Orders {
                    struct Row<Dependencies: OrdersRowDependencies> {
                        let dependencies: Dependencies
                    }
                }
                """),
            Example("typealias Handler = (Int) -> Void"),
        ],
        rulebook: "«We are also careful to name the dependencies type using the exact name of the type whose requirements it satisfies: PDPViewDependencies. This location and naming of the dependencies type alias are critical for discoverability and maintainability.» And for helpers: «`& Baz_trackDependencies // Helper/function call w/ dependencies`»"
    )

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        let declared = Set(file.types.map(\.name))
        return file.typealiases.compactMap { alias in
            let name = alias.qualifiedName
            guard index.isDependenciesAlias(name) else { return nil }
            let users = Self.users(of: name, index)
            // `extension Checkout { typealias ReceiptDependencies = …; struct Receipt<…> }`: beside its type, in
            // the namespace both are declared in, in its file and above it, it is where the rulebook puts it.
            let besideItsType = alias.name != Names.dependencies && Names.owner(ofTypealias: alias.name).map { owner in
                owner.function == nil && file.types.contains { $0.name == owner.type && $0.kind != .extension && $0.enclosingTypes == alias.enclosingTypes && $0.offset > alias.offset }
            } == true
            if let enclosing = alias.enclosingTypes.last, !besideItsType {
                // `Helpers.Pricing_totalDependencies` already names its owner: only its place is wrong.
                if alias.name != Names.dependencies, let owner = Names.owner(ofTypealias: alias.name), owner.type != enclosing,
                   index.types[owner.type] != nil {
                    // Its type is in the same namespace, in another file or above it: it goes just above the type,
                    // where it stays `Checkout.ReceiptDependencies` for whoever names it so.
                    if owner.function == nil, let sibling = index.declarations(ofType: owner.type).first(where: { $0.fact.kind != .extension && $0.fact.enclosingTypes == alias.enclosingTypes }) {
                        let place = sibling.path == file.path ? "below it" : "in \(index.cite(sibling.path))"
                        return RawFinding(
                            offset: alias.offset,
                            message: "'\(alias.name)' is declared apart from '\(owner.type)' (\(place)); declare it just above '\(owner.type)', inside '\(enclosing)' as it is, where readers look for it."
                        )
                    }
                    return RawFinding(
                        offset: alias.offset,
                        message: "'\(alias.name)' is declared inside '\(enclosing)'; declare it at file scope, above '\(owner.function.map { "\(owner.type).\($0)" } ?? owner.type)', where readers look for it."
                    )
                }
                var user = users.first.map { Self.stem($0, index) } ?? enclosing
                // `Shared.Setup` beside a `Setup`: the nested one's typealias is named by its path, so the two
                // typealiases above them do not collide.
                if user == enclosing, alias.enclosingTypes.count > 1,
                   Set((index.types[enclosing] ?? []).filter { $0.fact.kind != .extension }.map(\.fact.enclosingTypes)).count > 1 {
                    user = alias.enclosingTypes.joined()
                }
                let (generic, stored) = Self.genericAdvice(for: alias, in: enclosing, named: "\(user)Dependencies", file, index)
                // Components declared inside the type are out of scope above it: qualify them.
                let qualifier = (alias.enclosingTypes + [""]).joined(separator: ".")
                let nested = alias.components.map(\.name).filter { index.typealiases[qualifier + $0] != nil }
                let qualify = nested.isEmpty ? "" : " (there, write " + nested.map { "'\(qualifier)\($0)'" }.joined(separator: " and ") + " for what is declared inside '\(enclosing)')"
                // A forward or conformance elsewhere that names it by its place follows it to its new name.
                let elsewhere = Self.isNamedByItsPlace(name, index) ? " (and write '\(user)Dependencies' where '\(name)' is written)" : ""
                return RawFinding(
                    offset: alias.offset,
                    message: "'\(alias.name)' is declared inside '\(enclosing)'; declare it above the type, at the top of the file, as '\(user)Dependencies'\(qualify)\(elsewhere)\(Self.collision("\(user)Dependencies", index))\(generic).\(stored ? index.makingGenericAdvice(for: enclosing, over: "\(user)Dependencies") : "")"
                )
            }
            if users.contains(where: { Names.isNamed(alias.name, after: $0) }) { return nil }
            // Named after a type that does not take it: the name must say what it constrains.
            if let user = users.first, let owner = Names.owner(ofTypealias: alias.name), index.types[owner.type] != nil {
                let stem = Self.stem(user, index)
                return RawFinding(
                    offset: alias.offset,
                    message: "'\(alias.name)' is named after '\(owner.function.map { "\(owner.type).\($0)" } ?? owner.type)', but it constrains '\(user.replacingOccurrences(of: "_", with: "."))'; name it '\(stem)Dependencies'\(Self.collision("\(stem)Dependencies", index))."
                )
            }
            if let owner = Names.owner(ofTypealias: alias.name) {
                if let function = owner.function {
                    // Declared in the type, an extension of it, or a type nested in it.
                    let hasFunction = file.functions.contains { $0.name == function && ($0.enclosingType == owner.type || $0.enclosingTypes.contains(owner.type)) }
                    if hasFunction { return nil }
                    // A type declared elsewhere is typealias-placement's concern.
                    if !declared.contains(owner.type), index.types[owner.type] != nil { return nil }
                } else if declared.contains(owner.type) || index.types[owner.type] != nil || Self.isTopLevelFunction(owner.type, index) {
                    return nil
                }
            }
            if let user = users.first {
                let stem = Self.stem(user, index)
                return RawFinding(
                    offset: alias.offset,
                    message: "'\(alias.name)' is the dependencies typealias of '\(user.replacingOccurrences(of: "_", with: "."))'; name it '\(stem)Dependencies'\(Self.collision("\(stem)Dependencies", index))."
                )
            }
            // Named as a helper's (`Cart_totalDependencies`, «Baz_trackDependencies») for a function
            // that is not there: the name promises an owner it does not have.
            if let owner = Names.owner(ofTypealias: alias.name), let function = owner.function {
                return RawFinding(
                    offset: alias.offset,
                    message: "'\(alias.name)' is named after '\(owner.type).\(function)', which is not declared in this file; name a helper's typealias '<Type>_<function>Dependencies' after the function whose requirements it lists, declared beside it."
                )
            }
            // No type takes it: a group other typealiases build on («that type alias can be used as a
            // requirement for another type alias»), a root's conformance list, or dead code. The
            // rulebook names a type's own dependencies typealias; of groups it says nothing.
            return nil
        }
    }

    /// Whether a typealias or a type's conformance names `qualified` (`ArtistsModel.Dependencies`) by its place.
    static func isNamedByItsPlace(_ qualified: String, _ index: ProjectIndex) -> Bool {
        index.typealiases.values.contains { $0.contains { $0.fact.components.contains { $0.name == qualified } } }
            || index.types.values.contains { $0.contains { $0.fact.inherited.contains { $0.name == qualified } } }
    }

    /// What the type that declares `alias` must make generic once the typealias moves out as `name`:
    /// itself when it keeps its dependencies in a property, else the initializer or method that takes
    /// them as an existential; and whether it is the type.
    static func genericAdvice(for alias: TypealiasFact, in enclosing: String, named name: String, _ file: FileFacts, _ index: ProjectIndex) -> (String, Bool) {
        let kept = index.declarations(ofType: enclosing).contains { located in
            !located.fact.genericParameters.contains { $0.name == alias.name } && located.fact.properties.contains { property in
                guard property.isStored, let written = property.type.map(Names.unwrapped) else { return false }
                return written == alias.name || written == "\(enclosing).\(alias.name)"
            }
        }
        if kept, index.isBuiltByInterfaceBuilder(enclosing) {
            return (", and keep it as the type of `dependencies`: a storyboard or nib creates '\(enclosing)' (it has Interface Builder outlets or actions, or adopts a protocol that loads it from one, and its initializers take a `coder`), and Interface Builder cannot create a generic class", false)
        }
        if kept, let vended = index.vendedTypeAdvice(for: enclosing, over: name) {
            return (", and \(vended)", false)
        }
        if kept {
            return (", and make '\(enclosing)' generic over it: `\(index.genericDeclaration(of: enclosing, adding: name))` with `let dependencies: Dependencies`", true)
        }
        // `init(dependencies: Dependencies)` or `func load(dependencies: Dependencies)` in the type.
        let taken = file.dependencyTypeReferences.filter { reference in
            let path = alias.enclosingTypes.joined(separator: ".")
            return reference.enclosingType.map { $0 == path || $0.hasPrefix(path + ".") } == true && reference.isParameter && !reference.isReturnType
                && (reference.name == alias.name || reference.name == "\(enclosing).\(alias.name)")
        }
        let functions = Array(Set(taken.compactMap(\.function))).sorted { ($0 == "init" ? "" : $0) < ($1 == "init" ? "" : $1) }
        guard !functions.isEmpty else { return ("", false) }
        let spelled = functions.map { $0 == "init" ? "`init<Dependencies: \(name)>(dependencies: Dependencies, …)`" : "`func \($0)<Dependencies: \(name)>(dependencies: Dependencies, …)`" }
        let which = functions == ["init"] ? "its initializer" : functions.count == 1 ? "'\(functions[0])'" : "each function that takes it"
        return (", and make \(which) generic over it: " + spelled.joined(separator: ", "), false)
    }

    /// The stems of the names the typealias should have, from what it constrains: `Type` for a
    /// type, `Type_function` for a method, `Function` for a free function.
    static func users(of alias: String, _ index: ProjectIndex) -> [String] {
        index.aliasUsers[alias] ?? []
    }

    /// What a typealias for `user` is named after: a nested type's (`Orders.Row`) own name when no other
    /// type has it, else its path without dots (`OrdersRow`), so two typealiases above them cannot collide.
    static func stem(_ user: String, _ index: ProjectIndex) -> String {
        guard let dot = user.utf8.lastIndex(of: UInt8(ascii: ".")) else { return user }
        let plain = String(user[user.index(after: dot)...])
        let type = String(plain.prefix { $0 != "_" })
        let paths = Set(index.declarations(ofType: type).filter { $0.fact.kind != .extension }.map(\.fact.enclosingTypes))
        return paths.count == 1 ? plain : user.replacingOccurrences(of: ".", with: "")
    }

    /// A note when `name` is already declared as a type: that declaration must be renamed first.
    static func collision(_ name: String, _ index: ProjectIndex) -> String {
        guard let taken = index.types[name]?.first(where: { $0.fact.kind != .extension }) else { return "" }
        return " (the \(taken.fact.kind.rawValue) '\(name)' in \(index.cite(taken.path)) has that name: rename it first, e.g. to 'Live\(name)')"
    }

    /// Whether `stem` is a free function's name, capitalized: `Thunk` for `func thunk`.
    static func isTopLevelFunction(_ stem: String, _ index: ProjectIndex) -> Bool {
        let name = stem.prefix(1).lowercased() + stem.dropFirst()
        return index.functions[name]?.contains { $0.fact.enclosingType == nil } == true
    }
}
