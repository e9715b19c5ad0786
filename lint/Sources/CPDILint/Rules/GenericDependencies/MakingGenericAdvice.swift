/// The advice "make it generic" gives, which must compile when followed: what a class must change
/// first, and what its subclasses must do. Used by generic-dependencies and typealias-name.
extension ProjectIndex {
    /// What must move out of a class's extensions into its declaration before the class can be generic:
    /// Swift rejects `@objc` members in an extension of a generic class, and conformances to
    /// Objective-C protocols there (UIKit's and Foundation's delegates and data sources, recognised as
    /// protocols declared outside the project with a capitalised prefix: `UITableViewDataSource`,
    /// `CLLocationManagerDelegate`). Empty for anything but a class.
    func objCObstacles(toMakingGeneric type: String) -> [String] {
        let declarations = declarations(ofType: type)
        guard declarations.contains(where: { $0.fact.kind == .class }) else { return [] }
        var obstacles: [String] = []
        for declaration in declarations where declaration.fact.kind == .extension {
            obstacles += declaration.fact.objCMembers.map { "`\($0)`" }
            obstacles += declaration.fact.inherited.map(\.name).filter { name in
                Self.looksLikeObjCProtocol(name) && !(types[name]?.contains { $0.fact.kind == .protocol } ?? false)
            }.map { "its `\($0)` conformance" }
        }
        return obstacles
    }

    /// Whether a storyboard creates `type`: it declares Interface Builder outlets or actions, or adopts a
    /// protocol that instantiates it from a storyboard or nib (`StoryboardInstantiable`, `Storyboarded`,
    /// `NibLoadable`), and each of its initializers takes the storyboard's `coder` (a class created in
    /// code, with `init(nibName:bundle:)`, has one that does not). Interface Builder cannot name a generic
    /// class, so such a class keeps its dependencies as an existential.
    func isBuiltByInterfaceBuilder(_ type: String?) -> Bool {
        guard let type, declarations(ofType: type).contains(where: { located in
            located.fact.kind != .protocol && (located.fact.hasInterfaceBuilderMembers
                || located.fact.inherited.contains { $0.name.contains("Storyboard") || $0.name.hasPrefix("Nib") })
        }) else { return false }
        return (initializers[type] ?? []).allSatisfy { $0.fact.parameterLabels.contains { $0.label == "coder" } }
    }

    /// Whether the system creates `type` by its name, which a generic type cannot be found by: an app or
    /// scene delegate (`UISceneDelegateClassName` in `Info.plist`), a SwiftUI `App`, a storyboard's class,
    /// an `XCTestCase` (XCTest finds its subclasses at run time).
    /// It keeps its dependencies as the concrete root or an existential.
    func isCreatedByTheSystem(_ type: String?) -> Bool {
        guard let type else { return false }
        if isBuiltByInterfaceBuilder(type) { return true }
        return declarations(ofType: type).contains { located in
            located.fact.inherited.contains { Self.systemCreatedRoles.contains($0.name) && types[$0.name] == nil }
        }
    }

    /// The protocols whose adopters the system creates by name.
    private static let systemCreatedRoles: Set<String> = [
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate",
        "WKApplicationDelegate", "WKExtensionDelegate", "App", "XCTestCase",
    ]

    /// The dependency protocol that vends `type` itself (`protocol HasAppConfiguration { var
    /// configuration: AppConfiguration { get } }`): a generic `type` would not fit its requirement.
    func vendingProtocol(of type: String) -> String? {
        dependencyPropertyTypes.filter { Names.unwrapped($0.value) == type }.keys.sorted().first
    }

    /// The advice for a type a dependency protocol vends, in place of "make it generic": a generic
    /// initializer that keeps what the type uses, so the protocol's requirement stays as it is.
    func vendedTypeAdvice(for type: String, over alias: String) -> String? {
        guard let vending = vendingProtocol(of: type) else { return nil }
        return "make its initializer generic over it instead: `init<Dependencies: \(alias)>(dependencies: Dependencies, …)`, keeping what '\(type)' uses from them rather than `dependencies` ('\(vending)' vends '\(type)' itself, so a generic '\(type)' would not fit it)"
    }

    /// `UITableViewDelegate`, `NSCopying`, `CLLocationManagerDelegate`: a prefix of two or more capitals.
    private static func looksLikeObjCProtocol(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        var capitals = 0
        while capitals < scalars.count, ("A"..."Z").contains(scalars[capitals]) { capitals += 1 }
        return capitals >= 3 && capitals < scalars.count && ("a"..."z").contains(scalars[capitals])
    }

    /// What a "make it generic" advice must add so that following it compiles: for a class with `@objc`
    /// parts in its extensions, what to move first; for a class with subclasses, that they follow,
    /// forwarding `alias` (the typealias the class becomes generic over) as the rulebook's subclasses do.
    func makingGenericAdvice(for type: String, over alias: String? = nil) -> String {
        var advice = ""
        // `static let shared` or `enum Constants { static let … }` in it or an extension.
        let statics = declarations(ofType: type).filter { $0.fact.kind != .protocol }.flatMap(\.fact.staticStoredMembers)
        if !statics.isEmpty {
            let listed = statics.count > 4 ? statics.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + " and \(statics.count - 3) more" : statics.map { "`\($0)`" }.joined(separator: ", ")
            advice += " First move \(listed) out of '\(type)' (to file scope, or a type of its own): Swift has no static stored properties in a generic type or the types nested in it."
        }
        let obstacles = objCObstacles(toMakingGeneric: type)
        if !obstacles.isEmpty {
            let listed = obstacles.count > 4 ? obstacles.prefix(3).joined(separator: ", ") + " and \(obstacles.count - 3) more" : obstacles.joined(separator: ", ")
            advice += " First move \(listed) from its extensions into the class declaration: Swift rejects `@objc` members and Objective-C protocol conformances in extensions of a generic class."
        }
        // `init(dependencies: GlobalDependencies = .default)`: the concrete container it took becomes the parameter.
        for located in initializers[type] ?? [] {
            guard let parameter = located.fact.parameterLabels.first(where: { $0.label == "dependencies" || $0.name == "dependencies" }),
                  let written = parameter.typeName, written != Names.dependencies,
                  declarations(ofType: written).contains(where: { [.struct, .class, .enum, .actor].contains($0.fact.kind) })
            else { continue }
            advice += " Its initializer then takes `dependencies: Dependencies` in place of '\(written)'"
                + (parameter.isOptionalAtCallSites ? ", with no default value: a generic parameter cannot default to a concrete type, so the calls that leave it out pass the value it defaulted to." : ".")
            break
        }
        let subclasses = types.values.flatMap { $0 }.filter { $0.fact.kind == .class && $0.fact.inherited.first?.name == type }.map(\.fact.name).sorted()
        guard let first = subclasses.first else { return advice }
        let listed = subclasses.count > 4 ? subclasses.prefix(3).joined(separator: ", ") + " and \(subclasses.count - 3) more" : subclasses.joined(separator: ", ")
        guard let alias else {
            return advice + " Its subclasses (\(listed)) then inherit from `\(type)<Dependencies>` and become generic too, and every place that names '\(type)' as a type needs its generic argument."
        }
        let own = first + Names.dependencies
        // What the subclass creates with the dependencies it inherits, it forwards too.
        let created = (receivers[first] ?? []).sorted().compactMap { child -> String? in
            guard child != type, child != first, let forwarded = receiverAlias(ofType: child, label: "dependencies"), forwarded != alias else { return nil }
            return "`& \(forwarded) // Required by \(child)`"
        }
        let added = created.isEmpty ? "" : " with " + created.joined(separator: " and ") + " added"
        let shape = "`typealias \(own) = \(alias) // Required by \(type)`\(added) and `\(first)<Dependencies: \(own)>: \(type)<Dependencies>`"
        let others = subclasses.count == 1 ? "Its subclass '\(first)' then forwards it" : "Its subclasses (\(listed)) then forward it, as '\(first)' does"
        return advice + " \(others), generic too: \(shape); every place that names '\(type)' as a type needs its generic argument."
    }
}

extension ProjectIndex {
    /// What a type visible outside its module needs to be generic over `alias` (new, composing `parts`,
    /// or declared): a generic parameter's constraint is as visible as its type, so the typealias takes
    /// the type's access level, and so does every protocol and typealias it names that lacks it.
    func exportedConstraintAdvice(for type: String, over alias: String, composing parts: [String] = []) -> String {
        guard declarations(ofType: type).contains(where: { $0.fact.kind != .extension && $0.fact.isExported }) else { return "" }
        let declared = typealiases[alias]
        var closed: [String] = []
        var seen: Set<String> = [alias]
        var pending = Array((parts + (declared?.first?.fact.components.map(\.name) ?? [])).reversed())
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            if let aliases = typealiases[name] {
                if !aliases.contains(where: { $0.fact.isExported }) { closed.append(name) }
                pending += aliases[0].fact.components.map(\.name).reversed()
            } else if let protocols = types[name]?.filter({ $0.fact.kind == .protocol }), !protocols.isEmpty, !protocols.contains(where: { $0.fact.isExported }) {
                closed.append(name)
            }
        }
        let aliasClosed = declared.map { !$0.contains { $0.fact.isExported } } ?? true
        guard aliasClosed || !closed.isEmpty else { return "" }
        let others = closed.isEmpty ? "" : ", and give it to " + closed.map { "'\($0)'" }.joined(separator: ", ")
        return " '\(Names.lastComponent(type))' is visible outside its module, and a generic parameter's constraint must be as visible as its type: declare '\(alias)' with the type's access level\(others) (or make '\(Names.lastComponent(type))' internal)."
    }

    /// `type` made generic over `alias` as its declaration writes it: its own generic parameters, with their
    /// constraints, then `Dependencies: alias` (`PriceCache<Key: Hashable, Value, Dependencies: PriceCacheDependencies>`).
    func genericDeclaration(of type: String, adding alias: String) -> String {
        let parameters = declarations(ofType: type).first { $0.fact.kind != .extension }?.fact.genericParameters ?? []
        return "\(Names.lastComponent(type))<\((parameters.map(\.written) + ["\(Names.dependencies): \(alias)"]).joined(separator: ", "))>"
    }
}
