/// Flags a `…Dependency` protocol that does not declare exactly one get-only property.
struct DependencyProtocolRule: Rule {
    let description = RuleDescription(
        id: "dependency-protocol",
        summary: "A dependency protocol (`…Dependency`, `Has…`) that a dependencies typealias composes declares exactly one requirement, a get-only property (an `associatedtype` for it is fine); an empty marker protocol vends nothing and is left alone.",
        rationale: "One property per protocol lets every type ask for exactly what it uses, and namespaces the call site: `dependencies.logger.log(…)`.",
        severity: .error,
        triggering: [
            Example("""
                protocol ↓LoggingDependency {
                    var logger: any Logging { get }
                    var tracker: any Tracking { get }
                }

                typealias ReceiptDependencies = LoggingDependency
                """),
            Example("""
                protocol ↓ClockDependency {
                    var clock: any Clock { get set }
                }

                typealias ReceiptDependencies = ClockDependency
                """),
            Example("""
                protocol ↓TrackingDependency {
                    func track(_ event: String)
                }

                typealias ReceiptDependencies = TrackingDependency
                """),
        ],
        nonTriggering: [
            Example("""
                // A build graph's model, not a dependency protocol: no dependencies typealias composes it.
                protocol BuildDependency {
                    var name: String { get }
                    var version: String { get }
                }
                """),
            Example("""
                protocol LoggingDependency {
                    var logger: any Logging { get }
                }
                """),
            Example("""
                protocol StoreDependency<Store> {
                    associatedtype Store: Storing
                    var store: Store { get }
                }
                """),
        ],
        rulebook: "«If we create protocols that describe something we depend on, we can compose those protocols together into a type alias in each file to describe that file's dependencies.» Its example: «`protocol LoggingDependency { var logger: Logging { get } }`», and «We recommend that you namespace your dependencies as shown above to avoid property and function name collisions in your dependencies.»"
    )

    var models: [any IndexModel.Type] { [ProtocolsTakenAsDependencies.self] }

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        file.types.compactMap { type in
            // Only a protocol that what code takes as its dependencies composes is CPDI's: a `BuildDependency`
            // model is not, nor one composed only into a typealias of models (`[some PinnedPackageDependency]`).
            guard type.kind == .protocol, index.isDependencyProtocolName(type.name), index.composedProtocols.contains(type.name),
                  index.derived(ProtocolsTakenAsDependencies.self).names.contains(type.name)
            else { return nil }
            switch type.requirements.count {
            case 0:
                // `protocol HasNothing {}` composed where a type needs nothing: a marker that vends no
                // dependency, so there is no property to ask for.
                return nil
            case 1:
                switch type.requirements[0].kind {
                case .getOnlyProperty:
                    return nil
                case .settableProperty(let name):
                    // `$dependencies.session.selectedTab` needs a writable key path at every step.
                    guard !index.boundNames.contains(name) else { return nil }
                    return RawFinding(offset: type.offset, message: "'\(type.name)' lets '\(name)' be set; make it `{ get }` only.")
                case .other(let kind):
                    return RawFinding(offset: type.offset, message: "'\(type.name)' requires \(kind), not a property; move it to the service that does the work and require that service as one get-only property, as `LoggingDependency` requires `var logger: any Logging { get }`.")
                }
            default:
                let named = Self.split(type)
                let others = type.requirements.count - named.count
                guard !named.isEmpty else {
                    return RawFinding(offset: type.offset, message: "'\(type.name)' declares \(type.requirements.count) requirements and no property; move them to the service that does the work and require that service as one get-only property, as `LoggingDependency` requires `var logger: any Logging { get }`.")
                }
                let declarations = named.map(Self.declaration).joined(separator: ", ")
                // The methods and the like go to the service a property vends, and its users call them there.
                let kinds = type.requirements.compactMap { requirement -> String? in
                    if case .other(let kind) = requirement.kind { return kind }
                    return nil
                }
                let them = others == 1 ? "it" : "them"
                let rest = others == 0 ? "" : " (its \(others) other requirement\(others == 1 ? "" : "s"), \(kinds.joined(separator: ", ")), belong\(others == 1 ? "s" : "") to the service \(named.count == 1 ? "it" : "one of them") vends: move \(them) there, and call \(them) through `dependencies.\(named[0].property).…`)"
                let composed = named.count == 1 ? "" : ", and compose them where '\(type.name)' is composed: `\(named.map(\.protocol).joined(separator: " & "))`"
                return RawFinding(
                    offset: type.offset,
                    message: "'\(type.name)' declares \(type.requirements.count) requirements; \(named.count == 1 ? "keep only its property" : "split it into one protocol per property"), \(declarations)\(rest)\(composed)."
                )
            }
        }
    }

    /// The dependency protocols a protocol's properties become, one each, in its dialect (`Has…` for a
    /// `Has…` protocol, else `…Dependency`), with the property and its written type.
    static func split(_ type: TypeFact) -> [(protocol: String, property: String, type: String?)] {
        type.requirements.compactMap { requirement in
            guard let property = requirement.propertyName else { return nil }
            let stem = property.prefix(1).uppercased() + property.dropFirst()
            return (ModuleNames.split(type.name).plain.hasPrefix("Has") ? "Has" + stem : stem + "Dependency", property, requirement.type)
        }
    }

    /// `protocol ClockDependency { var clock: any Clock { get } }`, quoted as advice.
    static func declaration(_ split: (protocol: String, property: String, type: String?)) -> String {
        "`protocol \(split.protocol) { var \(split.property): \(split.type ?? "<its type>") { get } }`"
    }
}

/// The protocols that code takes as its dependencies: composed, directly or through typealiases and the
/// protocols they refine, into a typealias named `…Dependencies`, a type's or a function's dependencies
/// typealias, a splice's External one, the constraint of a `Dependencies` parameter or associated type,
/// or what a composition root conforms to (a root hands itself on as dependencies, or is named for
/// them). A `…Dependency` typealias of models only (`[some PinnedPackageDependency]`) is not. Worked out
/// once per index.
struct ProtocolsTakenAsDependencies: IndexModel {
    let names: Set<String>

    init(_ index: ProjectIndex) {
        // The typealiases types and functions take (``ProjectIndex/aliasUsers``, worked out once), and
        // splices' External ones.
        var pending = Array(index.aliasUsers.keys) + Array(index.externalAliasOfType.values)
        pending += index.dependenciesAliases.filter { Names.lastComponent($0).hasSuffix(Names.dependencies) }
        var handsItselfOn: Set<String> = []
        for file in index.files {
            for call in file.calls where call.argument == .this {
                if let type = call.context.first(where: { if case .type = $0.kind { true } else { false } }) { handsItselfOn.insert(type.name) }
            }
        }
        for (name, declarations) in index.types where handsItselfOn.contains(name) || name.containsBytes(of: "Dependenc") {
            for located in declarations where located.fact.kind != .protocol {
                pending += located.fact.inherited.map(\.name).filter(index.isDependenciesAlias)
            }
        }
        for declarations in index.types.values {
            for located in declarations {
                for parameter in located.fact.genericParameters + located.fact.associatedTypes
                where parameter.name == Names.dependencies || parameter.name == Names.externalDependencies {
                    pending += parameter.constraints
                }
            }
        }
        var names: Set<String> = []
        while let next = pending.popLast() {
            // Seen as written or as declared: its declaration's components are pending already.
            guard !names.contains(next) else { continue }
            let name = index.canonical(next)
            guard names.insert(name).inserted else { continue }
            names.insert(next)
            for located in index.typealiases[name] ?? [] { pending += located.fact.components.map(\.name) }
            for located in index.declarations(ofType: name) where located.fact.kind == .protocol { pending += located.fact.inherited.map(\.name) }
        }
        self.names = names
    }
}
