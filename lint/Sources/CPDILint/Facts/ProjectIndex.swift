/// Facts from every linted file, looked up by name: the cross-file half of the rules.
struct ProjectIndex: Sendable {
    struct Located<Fact: Sendable>: Sendable {
        var fact: Fact
        var path: String
    }

    private(set) var typealiases: [String: [Located<TypealiasFact>]] = [:]
    private(set) var types: [String: [Located<TypeFact>]] = [:]
    /// `…Dependency` protocol name → the name of its one property.
    private(set) var dependencyProperties: [String: String] = [:]
    /// Function name → the `<Type>_<function>Dependencies` typealiases for it.
    private(set) var functionTypealiases: [String: [String]] = [:]
    /// Path → the names each file references, for checks that look beyond one file.
    private(set) var referencedNames: [String: Set<String>] = [:]
    /// Path → the module the file belongs to.
    private(set) var modules: [String: String] = [:]

    init(_ files: [FileFacts]) {
        for file in files {
            referencedNames[file.path] = file.referencedNames
            modules[file.path] = file.module
            for alias in file.typealiases {
                typealiases[alias.name, default: []].append(Located(fact: alias, path: file.path))
                if alias.name.hasSuffix("Dependencies"), let underscore = alias.name.lastIndex(of: "_") {
                    let function = String(alias.name[alias.name.index(after: underscore)...].dropLast("Dependencies".count))
                    if !function.isEmpty { functionTypealiases[function, default: []].append(alias.name) }
                }
            }
            for type in file.types {
                types[type.name, default: []].append(Located(fact: type, path: file.path))
                if type.kind == .protocol, type.name.hasSuffix("Dependency"), type.requirements.count == 1,
                   case .getOnlyProperty(let name) = type.requirements[0].kind {
                    dependencyProperties[type.name] = name
                }
            }
        }
        for key in functionTypealiases.keys {
            functionTypealiases[key] = Array(Set(functionTypealiases[key]!)).sorted()
        }
    }

    /// Whether a typealias with `name` is declared in a linted file.
    func hasTypealias(_ name: String) -> Bool {
        typealiases[name] != nil
    }

    /// Every name `alias` composes, directly or through the typealiases it names.
    func closure(of alias: String) -> Set<String> {
        var seen: Set<String> = []
        var pending = [alias]
        while let name = pending.popLast() {
            for declaration in typealiases[name] ?? [] {
                for component in declaration.fact.components where seen.insert(component.name).inserted {
                    pending.append(component.name)
                }
            }
        }
        return seen
    }

    /// The typealias the type `name` takes its `Dependencies` from, if it declares one anywhere.
    func dependenciesConstraint(ofType name: String) -> String? {
        for type in types[name] ?? [] where type.fact.kind != .extension {
            if let constraint = type.fact.dependenciesConstraint { return constraint }
        }
        return nil
    }

    /// Whether `name` is declared as a class (or only as a protocol) in a linted file.
    func isClass(_ name: String) -> Bool {
        types[name]?.contains { $0.fact.kind == .class } ?? false
    }
}
