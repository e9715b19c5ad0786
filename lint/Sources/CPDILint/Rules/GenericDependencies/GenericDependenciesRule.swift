/// Flags a type that consumes a `…Dependencies` typealias other than through a generic parameter
/// named `Dependencies` stored as `dependencies`, and any existential use of such a typealias.
struct GenericDependenciesRule: Rule {
    let description = RuleDescription(
        id: "generic-dependencies",
        summary: "A type takes its `…Dependencies` typealias as a generic parameter named `Dependencies` (`ExternalDependencies` in a splice) and stores it as `let dependencies`; neither the typealias nor a dependency protocol is used as an existential type.",
        rationale: "A generic parameter keeps the composition checked at compile time and free at run time, and lets a spliced or test type stand in without changing the type.",
        severity: .error,
        triggering: [
            Example("""
                struct Receipt<↓Dependencies: PrintingDependency & LoggingDependency> {
                    let dependencies: Dependencies
                }
                """),
            Example("""
                typealias ReceiptDependencies = PrintingDependency

                struct Receipt<↓D: ReceiptDependencies> {
                    let dependencies: D
                }
                """),
            Example("""
                typealias ReceiptDependencies = PrintingDependency

                struct Receipt {
                    let dependencies: any ↓ReceiptDependencies
                }
                """),
            Example("""
                typealias ReceiptDependencies = PrintingDependency

                struct ↓Receipt<Dependencies: ReceiptDependencies> {
                    let services: Dependencies
                }
                """),
            Example("""
                final class ↓Receipt {
                    let dependencies: (any PrintingDependency)?
                }
                """),
        ],
        nonTriggering: [
            Example("""
                typealias ReceiptDependencies = PrintingDependency

                struct Receipt<Dependencies: ReceiptDependencies> {
                    let dependencies: Dependencies
                }
                """),
            Example("""
                // A helper takes its own typealias, as the rulebook's `func thunk(dependencies: ThunkDependencies)` does.
                typealias Receipts_printDependencies = PrintingDependency

                enum Receipts {
                    static func print(dependencies: Receipts_printDependencies) { dependencies.printer.print("receipt") }
                }
                """),
            Example("""
                typealias ReceiptDependencies = PrintingDependency

                final class GiftReceipt<Dependencies: GiftReceiptDependencies>: Receipt<Dependencies> {}
                """),
            Example("""
                typealias ReceiptExternalDependencies = PrintingDependency

                struct SplicedReceiptDependencies<ExternalDependencies: ReceiptExternalDependencies>: ReceiptDependencies {
                    let externalDependencies: ExternalDependencies
                }
                """),
            // A storyboard creates it, and Interface Builder cannot create a generic class.
            Example("""
                typealias ReceiptViewControllerDependencies = PrintingDependency

                final class ReceiptViewController: UIViewController {
                    @IBOutlet var totalLabel: UILabel!
                    let dependencies: any ReceiptViewControllerDependencies

                    init?(dependencies: any ReceiptViewControllerDependencies, coder: NSCoder) {
                        self.dependencies = dependencies
                        super.init(coder: coder)
                    }
                }
                """),
            // The root a provider picks at run time has no static type to be generic over.
            Example("""
                typealias ShopDependencies = LoggingDependency & PrintingDependency

                protocol DependenciesProviding {
                    func makeDependencies() async -> any ShopDependencies
                }

                struct ShopLoadedModel {
                    let dependencies: any ShopDependencies
                }

                func load(from provider: any DependenciesProviding) async -> ShopLoadedModel {
                    ShopLoadedModel(dependencies: await provider.makeDependencies())
                }
                """),
        ],
        rulebook: "«We also use a generic alias instead of using the PDPViewDependencies type alias directly within the class. We do this because it lets us add generic dependencies (later on) without any additional code changes.» Its example: «`struct PDPView<Dependencies: PDPViewDependencies>: View { let dependencies: Dependencies … }`»"
    )

    /// The generic parameters of the types around a declaration (outermost first in `scopes`).
    static func outerParameters(of scopes: [String], _ index: ProjectIndex) -> Set<String> {
        var names: Set<String> = []
        for (depth, scope) in scopes.enumerated() {
            for located in index.declarations(ofType: scope) where located.fact.kind != .extension && located.fact.enclosingTypes == Array(scopes[..<depth]) {
                names.formUnion(located.fact.genericParameters.map(\.name))
            }
        }
        return names
    }

    var models: [any IndexModel.Type] { [ProvidedExistentials.self] }

    /// Whether a subclass of `type` stores its own `dependencies`, as the rulebook's
    /// `class Foo<Dependencies: FooDependencies>: FooBase` does: the base class then cannot keep its own
    /// under that name (a stored property cannot be overridden), so another name is right there.
    static func hasSubclassKeepingDependencies(_ type: String, _ index: ProjectIndex) -> Bool {
        index.types.values.joined().contains { located in
            located.fact.kind == .class && located.fact.properties.contains { $0.name == "dependencies" && $0.isStored }
                && index.superclass(of: located.fact.name) == type
        }
    }

    /// A type's generic parameters as a declaration writes them, with `old` renamed to `new` and its
    /// constraint `alias` written `written`: every other parameter and constraint kept
    /// (`Key: Hashable, Dependencies: CacheDependencies, Value`).
    static func parameterList(_ parameters: [GenericParameterFact], renaming old: String, to new: String, replacing alias: String, with written: String) -> String {
        parameters.map { parameter in
            guard parameter.name == old else { return parameter.written }
            // Its other constraints (`& Sendable`) stay.
            let others = parameter.constraints.filter { $0 != alias && $0 != Names.lastComponent(alias) && $0 != written }
            return GenericParameterFact(name: new, constraints: [written] + others, constraintOffsets: [], offset: parameter.offset).written
        }.joined(separator: ", ")
    }

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        var findings: [RawFinding] = []
        for type in file.types where type.kind != .protocol && type.kind != .extension {
            for parameter in type.genericParameters {
                guard let alias = index.dependenciesConstraint(of: parameter, in: type.enclosingTypes + [type.name]) else { continue }
                let isExternal = Names.isExternalAliasName(alias) || parameter.name == Names.externalDependencies
                let expected = isExternal ? Names.externalDependencies : Names.dependencies
                let isSplice = Names.isSpliceName(type.name) || index.isSplice(type.name)
                if parameter.name != expected && parameter.name != Names.dependencies && !isSplice
                    && !Self.outerParameters(of: type.enclosingTypes, index).contains(expected) {
                    // The type's own nested `typealias Dependencies` would clash with a parameter of that
                    // name: it moves above the type first, as typealias-name says, under its new name.
                    let nested = (type.enclosingTypes + [type.name, Names.dependencies]).joined(separator: ".")
                    let moved = alias == nested ? "\(type.name)\(Names.dependencies)" : alias
                    let first = alias == nested ? " once '\(alias)' is declared above it as '\(moved)' (typealias-name)" : ""
                    // The property that keeps it, named after it too (`let deps: Deps`): both at once.
                    let property = "dependencies"
                    let kept = type.kind == .enum || type.properties.contains(where: { $0.name == property && $0.isStored }) ? nil
                        : type.properties.first(where: { $0.isStored && Self.isParameter($0.type, parameter.name) })
                    let renamed = kept.map { ", and rename the property '\($0.name)' that keeps it: `let \(property): \(expected)`" } ?? ""
                    findings.append(RawFinding(
                        offset: parameter.offset,
                        message: "'\(type.name)' takes '\(alias)' through its generic parameter '\(parameter.name)'; name the parameter '\(expected)'\(first): `\(type.name)<\(Self.parameterList(type.genericParameters, renaming: parameter.name, to: expected, replacing: alias, with: moved))>`\(renamed)."
                    ))
                    continue
                }
                // Only a type that keeps its dependencies must keep them as `dependencies`.
                let property = isExternal && isSplice ? Names.externalDependenciesProperty : "dependencies"
                guard type.kind != .enum, !type.properties.contains(where: { $0.name == property && $0.isStored }),
                      let kept = type.properties.first(where: { $0.isStored && Self.isParameter($0.type, parameter.name) }),
                      !(type.kind == .class && Self.hasSubclassKeepingDependencies(type.name, index))
                else { continue }
                findings.append(RawFinding(
                    offset: type.offset,
                    message: "'\(type.name)' keeps its '\(parameter.name)' as '\(kept.name)'; name the property '\(property)': `let \(property): \(parameter.name)`."
                ))
            }
        }
        // `Beta<Dependencies: TrackingDependency & LoggingDependency>`: the protocols go in the type's
        // typealias, which is what its children's typealiases are forwarded into.
        for type in file.types where type.kind != .protocol && type.kind != .extension {
            // Other constraints (`Sendable`, `AnyObject`) go into the typealias with them.
            guard let parameter = type.genericParameters.first(where: { $0.name == Names.dependencies }),
                  parameter.constraints.contains(where: { index.isDependencyProtocol($0) && !index.hasTypealias($0) }),
                  !parameter.constraints.contains(where: { index.isDependenciesAlias($0) || index.hasTypealias($0) }),
                  // A protocol with associated types may be written with its arguments (`StoreDependency<MemoryStore>`),
                  // which the advice could not repeat.
                  !parameter.constraints.contains(where: { index.declarations(ofType: $0).contains { $0.fact.kind == .protocol && !$0.fact.associatedTypes.isEmpty } })
            else { continue }
            let alias = "\(type.name)\(Names.dependencies)"
            findings.append(RawFinding(
                offset: parameter.offset,
                message: "'\(type.name)' constrains 'Dependencies' by dependency protocols directly; compose them in a typealias above it, `typealias \(alias) = \(parameter.constraints.joined(separator: " & "))`, and constrain by that: `\(type.name)<Dependencies: \(alias)>`."
            ))
        }
        // `var dependencies`: the rulebook keeps them as `let dependencies: Dependencies`, set once in `init`.
        for type in file.types where type.kind != .protocol && type.kind != .extension {
            // `$model.dependencies…` writes through the `var`.
            // A test case (or another type the system creates) keeps them as it can, and resets them in `setUp()`.
            guard let offset = type.variableDependenciesOffset, index.dependenciesAlias(ofType: type.name) != nil,
                  !index.boundNames.contains("dependencies"), !index.isCreatedByTheSystem(type.name)
            else { continue }
            findings.append(RawFinding(
                offset: offset,
                message: "'\(type.name)' keeps its dependencies in a `var`; declare `let dependencies: Dependencies` and set it once, in `init`, so they cannot be missing or swapped later."
            ))
        }
        // One finding per type and typealias, however often it is mentioned. A free function's
        // parameter is allowed, as the rulebook's first example (`func thunk(dependencies:)`) does.
        var reported: Set<String> = []
        // `let dependencies: DessertsServiceDependency`: dependency protocols kept as an existential, with no typealias.
        // A class a storyboard creates keeps them as an existential: Interface Builder cannot name a generic class.
        for type in file.types where type.kind != .protocol && type.kind != .extension && !index.isCreatedByTheSystem(type.name) {
            guard let written = type.properties.first(where: { $0.name == "dependencies" && $0.isStored })?.type else { continue }
            // Optional or set later (`(any LoggingDependency)?`, `LoggingDependency!`): the same existential,
            // and generic it stays optional.
            var bare = Substring(written)
            var optional = ""
            while let last = bare.last, last == "?" || last == "!" { optional = String(last) + optional; bare.removeLast() }
            if bare.hasPrefix("("), bare.hasSuffix(")") { bare = bare.dropFirst().dropLast() }
            let parts = bare.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }.map { $0.hasPrefix("any ") ? String($0.dropFirst(4)) : $0 }
            // Or a protocol that composes them under a name of its own (`AppDependencyContainer: HasLogger`),
            // which composed-protocol turns into a typealias (a `…Dependencies` one is found where it is written).
            guard Self.composesDependencies(parts, index, orComposingProtocols: true) else { continue }
            let alias = "\(type.name)Dependencies"
            // Its initializer's `dependencies: DessertsServiceDependency` is the same problem.
            reported.insert("\((type.enclosingTypes + [type.name]).joined(separator: "."))|\(parts.joined(separator: " & "))")
            findings.append(RawFinding(
                offset: type.offset,
                message: "'\(type.name)' keeps its dependencies as the existential '\(written)'; declare `typealias \(alias) = \(Self.composed(parts, index).joined(separator: " & "))` above it and make it generic: `\(index.genericDeclaration(of: type.name, adding: alias))` \(optional.isEmpty ? "with `let dependencies: Dependencies`" : "typing `dependencies` as `Dependencies\(optional)`").\(index.exportedConstraintAdvice(for: type.name, over: alias, composing: Self.composed(parts, index)))\(index.makingGenericAdvice(for: type.name, over: alias))"
            ))
        }
        // `struct Dependencies: HasLogger & HasStore { … }` nested in the type that keeps it: a concrete
        // composition where the rulebook composes with a typealias and takes it generically.
        for nested in file.types where nested.name == Names.dependencies && (nested.kind == .struct || nested.kind == .class) {
            guard let type = nested.enclosingTypes.last,
                  let holder = file.types.first(where: { $0.name == type && $0.enclosingTypes == nested.enclosingTypes.dropLast() && $0.kind != .extension })
            else { continue }
            let written = [Names.dependencies, "\(type).\(Names.dependencies)"]
            let stored = holder.properties.contains { $0.isStored && written.contains($0.type ?? "") }
            // Or taken by its initializer and unpacked there.
            let taken = file.functions.contains { function in
                function.name == "init" && function.enclosingTypes == nested.enclosingTypes
                    && function.parameterLabels.contains { $0.label == "dependencies" && written.contains($0.typeName ?? "") }
            }
            let parts = nested.inherited.flatMap { $0.name.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) } }
            guard stored && !index.isBuiltByInterfaceBuilder(type) || taken, !parts.isEmpty, parts.allSatisfy({ index.isDependencyProtocol($0) || index.isDependenciesAlias($0) }) else { continue }
            let alias = "\(type)\(Names.dependencies)"
            let generic = stored
                ? "make '\(type)' generic over it: `\(index.genericDeclaration(of: type, adding: alias))` with `let dependencies: Dependencies`"
                : "make its initializer generic over it: `init<Dependencies: \(alias)>(dependencies: Dependencies, …)`"
            findings.append(RawFinding(
                offset: nested.offset,
                message: "'\(type)' composes its dependencies as the \(nested.kind.rawValue) '\(type).Dependencies'; compose them with a typealias instead, `typealias \(alias) = \(parts.joined(separator: " & "))` above it, and \(generic). Move the \(nested.kind.rawValue) out of '\(type)' as `\(nested.kind.rawValue) \(type)Live\(Names.dependencies): \(alias)` for the code that creates '\(type)' to pass.\(stored ? index.makingGenericAdvice(for: type, over: alias) : "")"
            ))
        }
        for function in file.functions {
            // `<D: Dependencies>` constrained by a nested `typealias Dependencies` cannot be renamed
            // until typealias-name's advice moves the typealias out; inside a type generic over its own
            // `Dependencies`, the name is taken ("shadows generic parameter from outer scope").
            let taken = Self.outerParameters(of: function.enclosingTypes, index)
            for parameter in function.genericParameters where parameter.name != Names.dependencies && !parameter.constraints.contains(Names.dependencies) && !taken.contains(Names.dependencies) {
                if let alias = index.dependenciesConstraint(of: parameter, in: function.enclosingTypes) {
                    findings.append(RawFinding(
                        offset: parameter.offset,
                        message: "'\(function.name)' takes '\(alias)' through its generic parameter '\(parameter.name)'; name the parameter 'Dependencies'."
                    ))
                }
            }
        }
        // A factory that returns the composition root as an existential is the root's plumbing, and a
        // type's own nested typealias is typealias-name's one finding.
        // A protocol that composed-protocol turns into a typealias is reported in the same run.
        // A value a provider protocol hands out as an existential is held as one.
        let provided = index.derived(ProvidedExistentials.self).holders
        // `extension HomeModelDependencies { … }` names the protocol it extends; it uses no existential.
        let extended = Set(file.types.filter { $0.kind == .extension }.map(\.offset))
        for reference in file.dependencyTypeReferences.sorted(by: { $0.offset < $1.offset })
        where !extended.contains(reference.offset) && (index.isDependenciesAlias(reference.name) || Self.isComposingProtocol(reference.name, index)) {
            // A helper function takes its own typealias as the rulebook's `thunk` does
            // (`func thunk(dependencies: ThunkDependencies)`), free or a type's (`Baz_trackDependencies`).
            let helperTakesItsOwn = reference.isParameter && (reference.enclosingType == nil || file.functions.contains { function in
                function.name == reference.function && function.name != "init" && function.enclosingType.map { reference.name == "\($0)_\(function.name)\(Names.dependencies)" } == true
                    && function.parameterLabels.contains { $0.typeName == reference.name }
            })
            // `LoadedView.Dependencies` written in `LoadedView` or a type nested in it.
            let writtenInItsOwner = reference.enclosingType.map { path in
                let qualifier = reference.name.split(separator: ".").dropLast()
                return !qualifier.isEmpty && path.split(separator: ".").contains(qualifier[qualifier.startIndex])
            } ?? false
            guard !helperTakesItsOwn, !reference.isReturnType, !writtenInItsOwner,
                  !Self.isRootPlumbing(reference.enclosingType, index),
                  !provided.contains(reference.enclosingType ?? ""), !provided.contains(reference.enclosingType.map { String(Names.lastComponent($0)) } ?? ""),
                  // Only a method of a class the system or a storyboard creates can be generic.
                  !index.isCreatedByTheSystem(reference.enclosingType) || reference.isParameter && reference.function.map({ $0 != "init" }) == true,
                  reported.insert("\(reference.enclosingType ?? "")|\(reference.name)").inserted
            else { continue }
            findings.append(RawFinding(offset: reference.offset, message: Self.existentialAdvice(reference, index)))
        }
        // `dependencies: LoggingDependency`: a bare dependency protocol instead of a typealias.
        for function in file.functions {
            guard let type = function.enclosingType, let parameter = function.parameterLabels.first(where: { $0.label == "dependencies" }),
                  let name = parameter.composition.isEmpty ? parameter.typeName : parameter.composition.joined(separator: " & "),
                  Self.composesDependencies(parameter.composition.isEmpty ? [name] : parameter.composition, index, orComposingProtocols: false),
                  !function.genericParameters.contains(where: { $0.name == name }),
                  reported.insert("\(type)|\(name)").inserted
            else { continue }
            let alias = function.name == "init" ? "\(type)Dependencies" : "\(type)_\(function.name)Dependencies"
            let spelled = function.name == "init" ? "init" : "func \(function.name)"
            findings.append(RawFinding(
                offset: parameter.offset,
                message: "'\(type).\(function.name)' takes the bare protocol '\(name)' as its dependencies; compose '\(alias)' (or the type's own typealias) and take it as a generic parameter: `\(spelled)<Dependencies: \(alias)>(dependencies: Dependencies, …)`."
            ))
        }
        return findings
    }

    /// What to do instead of an existential: be generic over the type's own typealias, forwarding
    /// another type's when it hands its dependencies on; a protocol declares an associated type.
    static func existentialAdvice(_ reference: TypeReferenceFact, _ index: ProjectIndex) -> String {
        let spelled = reference.isAny ? "any \(reference.name)" : reference.name
        // `LoadedView.Dependencies` is told by typealias-name to move above its type as
        // `LoadedViewDependencies` (where `LoadedView.Dependencies` becomes the generic parameter): the
        // advice names it as it will be.
        let nested = reference.name.split(separator: ".")
        let target = nested.count == 2 && nested[1] == Names.dependencies ? nested[0] + Names.dependencies : reference.name
        guard let type = reference.enclosingType else {
            return "'\(spelled)' is used as an existential type; take it as a generic parameter instead: `<Dependencies: \(target)>`."
        }
        let prefix = "'\(type)' uses '\(spelled)' as an existential type"
        let named = nested.count > 1 ? String(nested[0]) : Names.owner(ofTypealias: reference.name)?.type
        let owner = named.flatMap { $0 != type && $0 != Names.lastComponent(type) && !index.declarations(ofType: $0).isEmpty ? $0 : nil }
        // A nested type (`Feed.Reader`) is named by its path, and declared by its own name.
        let name = String(Names.lastComponent(type))
        let own = "\(name)\(Names.dependencies)"
        // Already generic over it (`CartModel<Dependencies: CartModelDependencies>`): the existential only
        // needs the parameter's name.
        let declared = index.declarations(ofType: type).first { $0.fact.kind != .extension }?.fact
        if let parameter = declared?.genericParameters.first(where: { $0.constraints.contains(target) || $0.constraints.contains(reference.name) }) {
            return "\(prefix), though it is generic over '\(target)' as '\(parameter.name)'; write '\(parameter.name)' instead of '\(spelled)'\(reference.isParameter ? " (`dependencies: \(parameter.name)`)" : "")."
        }
        if reference.isParameter, let function = reference.function, function != "init" {
            // A method that takes another type's dependencies is a helper with a typealias of its own; in a
            // protocol, its requirement is generic the same way, which its conformers' methods then match.
            guard let owner else {
                return "\(prefix) in '\(function)'; make the method generic instead: `func \(function)<Dependencies: \(target)>(dependencies: Dependencies, …)`."
            }
            let helper = "\(name)_\(function)\(Names.dependencies)"
            // It forwards the owner's typealias only when it creates the owner; else it names what it uses.
            let declaration = index.receivers(ofFunction: function, in: type).contains(owner)
                ? "`typealias \(helper) = \(target) // Required by \(owner)`"
                : "'\(helper)' listing what '\(function)' uses"
            return "\(prefix) in '\(function)', and it belongs to '\(owner)'; declare \(declaration) above '\(type)' and make the method generic over it: `func \(function)<Dependencies: \(helper)>(dependencies: Dependencies, …)`."
        }
        if index.declarations(ofType: type).contains(where: { $0.fact.kind == .protocol }) {
            // Another type's typealias bounds the protocol's own, which conformers forward.
            guard let owner else {
                if let components = index.borrowedComponents(of: target) {
                    return "\(prefix), and it is not a typealias of its own: \(index.borrowedReason(target)); declare `typealias \(own) = \(components.joined(separator: " & "))` above it, listing what '\(name)' needs, then `associatedtype Dependencies: \(own)`, and use `Dependencies`."
                }
                return "\(prefix); declare `associatedtype Dependencies: \(target)` and use `Dependencies`."
            }
            return "\(prefix), and it belongs to '\(owner)'; declare `typealias \(own) = \(target) // Required by \(owner)` above it, then `associatedtype Dependencies: \(own)`, and use `Dependencies`."
        }
        if let owner {
            // A protocol it adopts that requires the same existential is told to get a typealias of its own,
            // which this one then forwards.
            let adopted = index.declarations(ofType: type).flatMap(\.fact.inherited).map(\.name).filter { name in
                index.declarations(ofType: name).contains { protocolDeclaration in
                    protocolDeclaration.fact.kind == .protocol && protocolDeclaration.fact.requirements.contains { $0.type == reference.name || $0.type == "any \(reference.name)" }
                }
            }
            let forwards = adopted.map { ", add `& \($0)\(Names.dependencies) // Required by \($0)` to it" }.joined()
            let declaration = index.receivers[name]?.contains(owner) == true
                ? "`typealias \(own) = \(target) // Required by \(owner)`\(forwards), with what '\(type)' uses itself"
                : "'\(own)' listing what it uses and forwarding the typealiases of what it creates"
            return "\(prefix), and it belongs to '\(owner)'; declare \(declaration), and make '\(type)' generic over it: `\(index.genericDeclaration(of: type, adding: own))` with `let dependencies: Dependencies`.\(index.exportedConstraintAdvice(for: type, over: own, composing: [target]))\(index.makingGenericAdvice(for: type, over: own))"
        }
        if let vended = index.vendedTypeAdvice(for: type, over: target) { return "\(prefix); \(vended)." }
        // Kept by several types, or the one a root conforms to, it is none of theirs: each declares its own.
        if let components = index.borrowedComponents(of: target) {
            let listed = components.joined(separator: " & ")
            return "\(prefix), and it is not a typealias of its own: \(index.borrowedReason(target)); declare `typealias \(own) = \(listed)` above it, listing what '\(name)' needs, and make '\(type)' generic over it: `\(index.genericDeclaration(of: type, adding: own))` with `let dependencies: Dependencies`.\(index.exportedConstraintAdvice(for: type, over: own, composing: components))\(index.makingGenericAdvice(for: type, over: own))"
        }
        return "\(prefix); make '\(type)' generic over it instead: `\(index.genericDeclaration(of: type, adding: target))` with `let dependencies: Dependencies`.\(index.exportedConstraintAdvice(for: type, over: target))\(index.makingGenericAdvice(for: type, over: target))"
    }

    /// Whether `type` is the composition root's plumbing, which holds the root as an existential by
    /// design: it makes the root (names a concrete type that conforms to a dependencies typealias, as in
    /// `Deferred<any RootDependencies>(make: { AppDependencies() })`), or it provides one for a protocol
    /// that asks for `dependencies` of a type it leaves open (a mock provider).
    static func isRootPlumbing(_ type: String?, _ index: ProjectIndex) -> Bool {
        guard let type else { return false }
        let declarations = index.declarations(ofType: type)
        for located in declarations {
            for name in located.fact.referencedNames where name != type && name.first?.isUppercase == true {
                // A concrete type that conforms to a dependencies typealias, or to a protocol that stands for one
                // (`class DefaultAppDependencies: AppDependencies`, composed-protocol's finding).
                let isRoot = index.declarations(ofType: name).contains { candidate in
                    candidate.fact.kind != .protocol && candidate.fact.inherited.contains { index.isDependenciesAlias($0.name) || isComposingProtocol($0.name, index) }
                }
                if isRoot, !index.isSplice(name) { return true }
            }
        }
        return declarations.contains { located in
            located.fact.inherited.contains { inherited in
                index.declarations(ofType: inherited.name).contains { adopted in
                    adopted.fact.kind == .protocol && !adopted.fact.associatedTypes.isEmpty && adopted.fact.requirements.contains { $0.propertyName == "dependencies" }
                }
            }
        }
    }

    /// What a typealias composes in place of `parts`: a protocol that composed-protocol replaces by a
    /// typealias stands for what it inherits, so both pieces of advice can be followed together.
    static func composed(_ parts: [String], _ index: ProjectIndex) -> [String] {
        var seen: Set<String> = []
        return parts.flatMap { part -> [String] in
            guard isComposingProtocol(part, index), let declaration = index.declarations(ofType: part).first(where: { $0.fact.kind == .protocol }) else { return [part] }
            return declaration.fact.inherited.map(\.name).filter { $0 != "AnyObject" }
        }.filter { seen.insert($0).inserted }
    }

    /// Whether `parts` (what an existential composes) hold dependencies with no typealias of their own: at
    /// least one dependency protocol (or, with `orComposingProtocols`, a protocol composed-protocol reports),
    /// the rest any other protocols (`HasSearchService & ScreenFactory`), which go into the typealias too.
    static func composesDependencies(_ parts: [String], _ index: ProjectIndex, orComposingProtocols: Bool) -> Bool {
        let holdsDependencies = { (part: String) in
            (index.isDependencyProtocol(part) || orComposingProtocols && !part.hasSuffix(Names.dependencies) && isComposingProtocol(part, index)) && !index.hasTypealias(part)
        }
        return parts.contains(where: holdsDependencies) && parts.allSatisfy { part in
            holdsDependencies(part) || !index.isDependenciesAlias(part) && !index.hasTypealias(part) && isProtocol(part, index)
        }
    }

    /// Whether `name` is a protocol: declared as one here, or a marker every Swift program has.
    private static func isProtocol(_ name: String, _ index: ProjectIndex) -> Bool {
        ["Sendable", "AnyObject"].contains(name) || index.declarations(ofType: name).contains { $0.fact.kind == .protocol }
    }

    /// Whether `name` is a protocol that composed-protocol reports (its uses are a typealias's uses).
    private static func isComposingProtocol(_ name: String, _ index: ProjectIndex) -> Bool {
        let declarations = index.declarations(ofType: name).filter { $0.fact.kind != .extension }
        return declarations.count == 1 && ComposedProtocolRule.reports(declarations[0].fact, index)
    }

    /// Whether a written type is the generic parameter itself (optionally optional).
    private static func isParameter(_ written: String?, _ name: String) -> Bool {
        written.map(Names.unwrapped) == name
    }
}
