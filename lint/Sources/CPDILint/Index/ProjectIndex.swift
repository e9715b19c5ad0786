import Foundation

/// Facts from every linted file, looked up by name: the cross-file half of the rules. A class, so that
/// every rule and model that keeps it holds one reference rather than a copy of each of its tables;
/// built whole by its initializer and never changed after (hence `@unchecked`).
final class ProjectIndex: @unchecked Sendable {
    /// A fact and the file it is in. A class, so that handing one out copies a reference, not the fact;
    /// and the fact is read where the file keeps it (its array of such facts, shared, not copied): a copy
    /// for each of a large tree's declarations would cost tens of megabytes.
    final class Located<Fact: Sendable>: Sendable {
        private let facts: [Fact]
        private let position: Int
        let path: String

        /// The fact, read in place.
        var fact: Fact {
            _read { yield facts[position] }
        }

        /// The fact at `position` of `facts`, one kind of the facts of the file at `path`.
        init(_ facts: [Fact], at position: Int, path: String) {
            self.facts = facts
            self.position = position
            self.path = path
        }
    }

    private(set) var typealiases: [String: [Located<TypealiasFact>]] = [:]
    private(set) var types: [String: [Located<TypeFact>]] = [:]
    /// Types nested in other types, and extensions of them, by qualified name (`Orders.Row`): declarations
    /// first, then extensions. ``types`` holds them under their plain names too.
    private(set) var nestedTypes: [String: [Located<TypeFact>]] = [:]
    /// The plain names of the types declared nested in another, so most names skip the scoped lookup.
    private(set) var nestedTypeNames: Set<String> = []
    /// The paths of the types declared nested in another (`Orders.Row`), not only extended there.
    private(set) var nestedTypePaths: Set<String> = []
    /// `…Dependency` protocol name → the name of its one property.
    private(set) var dependencyProperties: [String: String] = [:]
    /// Dependency protocol name → its property's getter effects (`async throws`), when it has any.
    private(set) var dependencyPropertyEffects: [String: String] = [:]
    /// `…Dependency` protocol name → its one property's type as written (`any Logging`).
    private(set) var dependencyPropertyTypes: [String: String] = [:]
    /// Function name → the `<Type>_<function>Dependencies` typealiases for it.
    private(set) var functionTypealiases: [String: [String]] = [:]
    /// Path → the names each file references, for checks that look beyond one file.
    private(set) var referencedNames: [String: Set<String>] = [:]
    /// Every function named by its labels rather than called (`init(sku:dependencies:)`), in any file.
    private(set) var compoundNames: Set<String> = []
    /// Path → the modules that file imports, for the files that declare typealiases.
    private(set) var importedModules: [String: Set<String>] = [:]
    /// What each module re-exports (`@_exported import Kit`): imported with it, as the compiler sees them.
    let reexports: Reexports
    /// Of those files, the ones whose imports cannot all be named by a public declaration: an import
    /// written below public, or a plain one where a manifest enables `InternalImportsByDefault`.
    private(set) var restrictedImportPaths: Set<String> = []
    /// Properties some file reaches through a binding or a key path: they stay settable.
    private(set) var boundNames: Set<String> = []
    /// Path → the module the file belongs to.
    private(set) var modules: [String: String] = [:]
    /// Functions, initializers and subscripts by name.
    private(set) var functions: [String: [Located<FunctionFact>]] = [:]
    /// Enum cases with associated values, by name.
    private(set) var enumCases: [String: [Located<FunctionFact>]] = [:]
    /// Initializers by the type that declares them (in its body or an extension).
    private(set) var initializers: [String: [Located<FunctionFact>]] = [:]
    /// The names of typealiases that compose dependencies (qualified `Outer.Name` when nested).
    private(set) var dependenciesAliases: Set<String> = []
    /// Type name → the typealias its `dependencies` conform to, worked out once.
    private(set) var aliasOfType: [String: String] = [:]
    /// Type name → the typealias its `externalDependencies` conform to (a splice's outer half), worked out once.
    private(set) var externalAliasOfType: [String: String] = [:]
    /// Typealias → the names it should have, one per type or function it constrains
    /// (`Type`, `Type_function`, `Function`), in a stable order.
    private(set) var aliasUsers: [String: [String]] = [:]
    /// The types and protocols with a `typealias Dependencies` nested in them (`Outer.Inner`).
    private(set) var ownersOfNestedDependencies: Set<String> = []
    /// A nested typealias's plain name → its qualified one, where that is unambiguous.
    private(set) var nestedByPlainName: [String: String] = [:]
    /// The plain names of every typealias nested in a type, so most names skip the scoped lookup.
    private(set) var nestedPlainNames: Set<String> = []
    /// The protocols some dependencies typealias or `Dependencies` constraint names.
    private(set) var composedProtocols: Set<String> = []
    /// The protocols used as dependencies: composed as `composedProtocols` are, or the type of a
    /// `dependencies` property or parameter, and the protocols those inherit.
    private(set) var protocolsUsedAsDependencies: Set<String> = []
    /// Typealiases a concrete type (not a splice) lists among what it conforms to: a root's conformances.
    private(set) var rootConformedAliases: Set<String> = []
    /// A concrete type that conforms to each typealias a root conforms to, the first by name.
    private(set) var rootsOfAlias: [String: String] = [:]
    /// Typealiases only kept as existentials, by types none of which it is named after, and either by
    /// several or by one that cannot own it: none of theirs (``isBorrowedByItsHolders(_:)``).
    private(set) var borrowedAliases: Set<String> = []
    /// The typealiases the rulebook lets be exported: feature and external ones and what they compose.
    private(set) var exportedEntryAliases: Set<String> = []
    /// Type → the types and helper types it hands its own dependencies to.
    private(set) var receivers: [String: Set<String>] = [:]
    /// `Type.function` (`.function` for a free one) → the types it hands its own dependencies to itself,
    /// as opposed to its type's other functions (``receivers(ofFunction:in:)``).
    private var functionReceivers: [String: Set<String>] = [:]

    /// The files it indexes, for the models rules derive from it (``derived(_:)``).
    let files: [FileFacts]
    /// The models rules derive from the index, each worked out once, on first use.
    private let models = DerivedModels()
    /// Which protocol names are dependency protocols.
    let dependencyProtocols: DependencyProtocolNames
    /// The folder messages cite other files relative to: the repository's top level.
    let citationRoot: String?
    /// The files this index shares with the indexes of other lint passes: a module that several
    /// modules linted apart import (a local package two apps share), whose callers no one index sees.
    let sharedPaths: Set<String>
    /// The files findings are reported in and `--fix` may change, when a run narrows them (a subfolder of
    /// what it reads); `nil` when it is every file.
    let reportedFiles: Set<String>?
    /// The calls made in files the configuration excludes (generated, vendored), which `--fix` never changes.
    let excludedCalls: [CallFact]

    init(
        _ files: [FileFacts], dependencyProtocols: DependencyProtocolNames = DependencyProtocolNames(), citationRoot: String? = nil,
        sharedPaths: Set<String> = [], reportedFiles: Set<String>? = nil, excludedCalls: [CallFact] = []
    ) {
        self.dependencyProtocols = dependencyProtocols
        self.files = files
        self.citationRoot = citationRoot
        self.sharedPaths = sharedPaths
        self.reportedFiles = reportedFiles
        self.excludedCalls = excludedCalls
        reexports = Reexports(files)
        var plainImportPaths: Set<String> = [], importsInternalByDefault = false
        for file in files {
            referencedNames[file.path] = file.referencedNames
            compoundNames.formUnion(file.compoundNames)
            // Asked only where a forward is written: files that declare typealiases.
            if !file.imports.isEmpty, !file.typealiases.isEmpty {
                // A name of the module is known to be visible only through an import of all of it, in every build.
                importedModules[file.path] = Set(file.imports.filter { !$0.isPartial }.map(\.module))
                if file.imports.contains(where: { $0.access != nil && $0.access != "public" }) { restrictedImportPaths.insert(file.path) }
                if file.imports.contains(where: { $0.access == nil }) { plainImportPaths.insert(file.path) }
            }
            if file.importsInternalByDefault { importsInternalByDefault = true }
            boundNames.formUnion(file.boundNames)
            modules[file.path] = file.module
            for (position, function) in file.functions.enumerated() {
                let located = Located(file.functions, at: position, path: file.path)
                functions[function.name, default: []].append(located)
                if function.name == "init", let type = function.enclosingType {
                    initializers[type, default: []].append(located)
                }
            }
            for (position, enumCase) in file.enumCases.enumerated() { enumCases[enumCase.name, default: []].append(Located(file.enumCases, at: position, path: file.path)) }
            for call in file.calls where call.passesOwnDependencies && !call.isMention {
                guard let caller = call.context.last(where: { if case .type = $0.kind { true } else { false } })?.name else { continue }
                switch call.callee {
                case .type(let name), .member(let name?, _), .implicitInit(let name?, _, _):
                    receivers[caller, default: []].insert(name)
                    if let function = call.context.firstIndex(where: { if case .function = $0.kind { true } else { false } }) {
                        let type = call.context[function...].first { if case .type = $0.kind { true } else { false } }?.name
                        functionReceivers[Self.functionKey(call.context[function].name, in: type), default: []].insert(name)
                    }
                default: break
                }
            }
            for (position, alias) in file.typealiases.enumerated() {
                typealiases[alias.qualifiedName, default: []].append(Located(file.typealiases, at: position, path: file.path))
                if alias.name.hasSuffix(Names.dependencies), let underscore = alias.name.utf8.lastIndex(of: UInt8(ascii: "_")) {
                    let function = String(alias.name[alias.name.index(after: underscore)...].dropLast(Names.dependencies.count))
                    if !function.isEmpty { functionTypealiases[function, default: []].append(alias.name) }
                }
            }
            for (position, type) in file.types.enumerated() {
                let located = Located(file.types, at: position, path: file.path)
                types[type.name, default: []].append(located)
                if !type.enclosingTypes.isEmpty {
                    let path = (type.enclosingTypes + [type.name]).joined(separator: ".")
                    nestedTypes[path, default: []].append(located)
                    if type.kind != .extension {
                        nestedTypeNames.insert(type.name)
                        nestedTypePaths.insert(path)
                    }
                }
                if type.kind == .protocol, dependencyProtocols.matches(type.name), type.requirements.count == 1,
                   case .getOnlyProperty(let name) = type.requirements[0].kind {
                    dependencyProperties[type.name] = name
                    if let written = type.requirements[0].type { dependencyPropertyTypes[type.name] = written }
                    if let effects = type.requirements[0].effects { dependencyPropertyEffects[type.name] = effects }
                }
            }
        }
        if importsInternalByDefault { restrictedImportPaths.formUnion(plainImportPaths) }
        for key in functionTypealiases.keys {
            functionTypealiases[key] = Array(Set(functionTypealiases[key]!)).sorted()
        }
        // A type's own declarations first, then its extensions: `declarations(ofType:)` reads this order.
        for (name, declarations) in types where declarations.count > 1 && declarations.contains(where: { $0.fact.kind == .extension }) {
            types[name] = declarations.filter { $0.fact.kind != .extension } + declarations.filter { $0.fact.kind == .extension }
        }
        for (name, declarations) in nestedTypes where declarations.count > 1 && declarations.contains(where: { $0.fact.kind == .extension }) {
            nestedTypes[name] = declarations.filter { $0.fact.kind != .extension } + declarations.filter { $0.fact.kind == .extension }
        }
        var plain: [String: [String]] = [:]
        for (name, declarations) in typealiases where declarations.contains(where: { !$0.fact.enclosingTypes.isEmpty }) {
            plain[declarations[0].fact.name, default: []].append(name)
            if declarations[0].fact.name == Names.dependencies { ownersOfNestedDependencies.insert(String(name.dropLast(Names.dependencies.count + 1))) }
        }
        nestedPlainNames = Set(plain.keys)
        // `Dependencies` nested in a type is only ever meant from inside it, and resolved there.
        for (name, qualified) in plain where qualified.count == 1 && typealiases[name] == nil && name != Names.dependencies {
            nestedByPlainName[name] = qualified[0]
        }
        dependenciesAliases = Self.dependenciesAliases(typealiases, types: types, dependencyProtocols: dependencyProtocols)
        // Each type's on its own, so on every core: they read only what is indexed above.
        let names = Array(types.keys) + nestedTypePaths
        let snapshot = self
        let aliases = Linter.inParallel(names) { (snapshot.computeDependenciesAlias(ofType: $0), snapshot.computeExternalAlias(ofType: $0)) }
        for (name, (own, external)) in zip(names, aliases) {
            if let own { aliasOfType[name] = own }
            if let external { externalAliasOfType[name] = external }
        }
        for (name, declarations) in types where !Names.isSpliceName(name) && externalAlias(ofType: name) == nil {
            for located in declarations {
                for inherited in located.fact.inherited where isDependenciesAlias(inherited.name) {
                    let alias = canonical(inherited.name)
                    rootConformedAliases.insert(alias)
                    if located.fact.kind != .protocol, rootsOfAlias[alias].map({ name < $0 }) ?? true { rootsOfAlias[alias] = name }
                }
            }
        }
        let users = computeAliasUsers()
        borrowedAliases = Set(users.keys.filter { isBorrowed($0, by: users[$0]!) })
        aliasUsers = users.filter { !borrowedAliases.contains($0.key) }
        exportedEntryAliases = computeExportedEntryAliases()
        for name in dependenciesAliases {
            for located in typealiases[name] ?? [] { composedProtocols.formUnion(located.fact.components.map(\.name)) }
        }
        for declarations in types.values {
            for located in declarations {
                for parameter in located.fact.genericParameters + located.fact.associatedTypes where parameter.name.hasSuffix(Names.dependencies) {
                    composedProtocols.formUnion(parameter.constraints)
                }
            }
        }
        protocolsUsedAsDependencies = computeProtocolsUsedAsDependencies()
    }

    /// `composedProtocols`, what `let dependencies: HasLogger & HasStore` or `init(dependencies: HasLogger)`
    /// is written with, protocols named for dependencies, and everything those inherit or conform to
    /// (`protocol AppDependency: HasLogger, HasStore {}`, `struct AppDependency: HasStore`).
    private func computeProtocolsUsedAsDependencies() -> Set<String> {
        var used = composedProtocols
        func note(_ written: String?) {
            guard let written else { return }
            for part in written.utf8.split(whereSeparator: { $0 == 0x26 || $0 == 0x28 || $0 == 0x29 || $0 == 0x3F || $0 == 0x21 || $0 == 0x20 }) {
                let name = String(decoding: part, as: UTF8.self)
                if name != "any" && name != "some" { used.insert(name) }
            }
        }
        for file in files {
            for type in file.types {
                for property in type.properties where property.name == "dependencies" || property.name == Names.externalDependenciesProperty { note(property.type) }
                // A protocol named for dependencies composes them (`protocol BeagleDependenciesProtocol: DependencyRepository`).
                if type.kind == .protocol, type.name.hasSuffix(Names.dependencies) || type.name.hasSuffix("DependenciesProtocol") { used.insert(type.name) }
            }
            for function in file.functions {
                for parameter in function.parameterLabels where parameter.label == "dependencies" {
                    if parameter.composition.isEmpty { note(parameter.typeName) } else { used.formUnion(parameter.composition) }
                }
            }
        }
        // What a used protocol inherits, and what a type kept as dependencies (a root) conforms to.
        var pending = Array(used)
        while let name = pending.popLast() {
            for located in types[name] ?? [] {
                for inherited in located.fact.inherited where used.insert(inherited.name).inserted { pending.append(inherited.name) }
            }
        }
        return used
    }

    /// Typealias name → every name referenced by the types and functions that take it.
    var namesUsedByAlias: [String: Set<String>] {
        derived(NamesUsedByAlias.self).names
    }

    /// The model `Model` a rule derives from this index (missing-forwarding's gaps, unused-dependency's
    /// unused components), made on first use and shared by every rule and fix after it.
    func derived<Model: IndexModel>(_ model: Model.Type) -> Model {
        models.value { Model(self) }
    }

    /// Works out `model` now, so that no rule waits for it later.
    func prepare(_ model: any IndexModel.Type) {
        _ = derived(model)
    }

    /// `path` as a message cites it: an absolute path (a file read for context) relative to the
    /// repository's top level when it is inside it, so a message (and a baseline key) reads the same
    /// wherever the checkout is; a relative path as it was given.
    func cite(_ path: String) -> String {
        guard let citationRoot, path.hasPrefix("/") else { return path }
        return Paths.relative(Paths.absolute(path), to: citationRoot) ?? path
    }

    /// Whether `name` is named like a dependency protocol (`…Dependency`, `Has…`, or as configured).
    func isDependencyProtocolName(_ name: String) -> Bool {
        dependencyProtocols.matches(name)
    }

    /// Whether `name` is a dependency protocol by its name and by what it is: composed by a dependencies
    /// typealias or `Dependencies` constraint, or declared here with one property (get-only or settable)
    /// as its only requirement and no associated type, or inheriting only such protocols; declared
    /// elsewhere, named `…Dependency`. A name other than `…Dependency` (`Has…`) counts only where code uses
    /// it as dependencies. A `Has…` trait of models, or a `DependencyContainer` that resolves services, is not one.
    func isDependencyProtocol(_ name: String, depth: Int = 0) -> Bool {
        guard isDependencyProtocolName(name) else { return false }
        // A `Has…` name (or a configured one) says less than `…Dependency`: it counts once code uses it as
        // dependencies, so `protocol HasIdentifier { var id: String { get } }` of models is not one.
        if !name.hasSuffix("Dependency"), !protocolsUsedAsDependencies.contains(name) { return false }
        if dependencyProperties[name] != nil || composedProtocols.contains(name) { return true }
        let declared = declarations(ofType: name).filter { $0.fact.kind == .protocol }
        // A struct or class named `AppDependency` (a concrete root) is not a protocol at all.
        guard let declaration = declared.first?.fact else {
            return name.hasSuffix("Dependency") && !declarations(ofType: name).contains { $0.fact.kind != .extension }
        }
        // `protocol HasOutput { associatedtype Output; var output: Output? { get set } }` is a role.
        guard declaration.associatedTypes.isEmpty else { return false }
        if declaration.requirements.count == 1 { return declaration.requirements[0].propertyName != nil }
        // `protocol ProviderDependency: HasAnalyticsProvider, HasNetworkProvider {}` composes them, and
        // `HasNoRepository {}` among them is a marker.
        guard declaration.requirements.isEmpty else { return false }
        let inherited = declaration.inherited.map(\.name).filter { $0 != "AnyObject" }
        if inherited.isEmpty { return depth > 0 }
        return depth < 8 && inherited.allSatisfy { isDependencyProtocol($0, depth: depth + 1) }
    }

    /// Whether a typealias with `name` is declared in a linted file.
    func hasTypealias(_ name: String) -> Bool {
        typealiases[canonical(name)] != nil
    }

    /// The key a written typealias name is declared under: `Helpers.FooDependencies` for
    /// `FooDependencies` written inside `Helpers`, `FooDependencies` for `Module.FooDependencies`.
    func canonical(_ name: String) -> String {
        if typealiases[name] != nil { return name }
        if let nested = nestedByPlainName[name] { return nested }
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) {
            let last = String(name[name.index(after: dot)...])
            if typealiases[last] != nil { return last }
            if let nested = nestedByPlainName[last] { return nested }
        }
        return name
    }

    /// The key a typealias name written inside `scopes` (the types around it, outermost first) is
    /// declared under: a typealias nested in the innermost of them that has one, as the compiler looks
    /// it up, else ``canonical(_:)``. Two types may each nest a `LoadItemsDependencies`.
    func canonical(_ name: String, in scopes: [String]) -> String {
        if !scopes.isEmpty, nestedPlainNames.contains(name) {
            for depth in stride(from: scopes.count, to: 0, by: -1) {
                let qualified = (scopes[..<depth] + [name]).joined(separator: ".")
                if typealiases[qualified] != nil { return qualified }
            }
        }
        return canonical(name)
    }

    /// The types `function` of `type` (a free function when `nil`) hands its own dependencies to itself.
    func receivers(ofFunction function: String, in type: String?) -> Set<String> {
        functionReceivers[Self.functionKey(function, in: type)] ?? []
    }

    private static func functionKey(_ function: String, in type: String?) -> String {
        "\(type ?? "").\(function)"
    }

    /// Every name `alias` composes, directly or through the typealiases it names; `leavingOut` one
    /// component of one typealias (what removing it would leave).
    func closure(of alias: String, leavingOut removed: (alias: String, component: String)? = nil) -> Set<String> {
        let removed = removed.map { (canonical($0.alias), canonical($0.component)) }
        var seen: Set<String> = []
        var pending = [alias]
        while let name = pending.popLast() {
            let owner = canonical(name)
            for declaration in typealiases[owner] ?? [] {
                for component in declaration.fact.components {
                    let composed = canonical(component.name)
                    if let removed, removed == (owner, composed) { continue }
                    if seen.insert(composed).inserted { pending.append(composed) }
                }
            }
        }
        return seen
    }

    /// Whether any of `starts`, or anything they compose directly or through other typealiases, is
    /// one of `targets`. Stops at the first one found, so a typealias that names its child directly
    /// costs one step however deep the chain below it.
    func composes(_ starts: [String], anyOf targets: Set<String>) -> Bool {
        var seen = Set(starts.map { canonical($0) })
        var pending = Array(seen)
        if !seen.isDisjoint(with: targets) || starts.contains(where: targets.contains) { return true }
        while let name = pending.popLast() {
            for declaration in typealiases[name] ?? [] {
                for component in declaration.fact.components {
                    if targets.contains(component.name) { return true }
                    let key = canonical(component.name)
                    if targets.contains(key) { return true }
                    if seen.insert(key).inserted { pending.append(key) }
                }
            }
        }
        return false
    }

    /// Whether `name` is declared as a class (or only as a protocol) in a linted file.
    func isClass(_ name: String) -> Bool {
        (types[name] ?? nestedTypes[name])?.contains { $0.fact.kind == .class } ?? false
    }
}

/// ``ProjectIndex/namesUsedByAlias``, as a model of its own type.
struct NamesUsedByAlias: IndexModel {
    let names: [String: Set<String>]

    init(_ index: ProjectIndex) {
        names = index.computeNamesUsedByAlias()
    }
}

/// A model rules derive from a whole index (``ProjectIndex/derived(_:)``): worked out once per index,
/// when a rule first asks or ahead of the rules (``Rule/models``).
protocol IndexModel: Sendable {
    init(_ index: ProjectIndex)
}

/// The models derived from one index, by type. A class, so that every copy of the index shares them.
/// Each model has a lock of its own: two threads can work out two models at once, and a thread asking
/// for a model another is working out waits for it. (A model may read another, never itself.)
final class DerivedModels: @unchecked Sendable {
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var value: (any Sendable)?
    }

    private let lock = NSLock()
    private var slots: [ObjectIdentifier: Slot] = [:]

    func value<Model: Sendable>(make: () -> Model) -> Model {
        let slot = lock.withLock {
            if let slot = slots[ObjectIdentifier(Model.self)] { return slot }
            let slot = Slot()
            slots[ObjectIdentifier(Model.self)] = slot
            return slot
        }
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let model = slot.value as? Model { return model }
        let model = make()
        slot.value = model
        return model
    }
}
