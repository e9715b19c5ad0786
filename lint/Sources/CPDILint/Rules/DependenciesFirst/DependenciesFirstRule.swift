/// Flags a `dependencies` parameter or argument that is not the first.
struct DependenciesFirstRule: Rule {
    let description = RuleDescription(
        id: "dependencies-first",
        summary: "A parameter or argument labelled `dependencies` comes first, in initializer, function, subscript and enum case declarations and at call sites.",
        rationale: "One fixed place makes dependencies easy to spot and every call read the same way.",
        severity: .error,
        triggering: [
            Example("""
                struct Receipt<Dependencies: ReceiptDependencies> {
                    init(order: Order, ↓dependencies: Dependencies) {}
                }
                """),
            Example("""
                struct Receipt<Dependencies: ReceiptDependencies> {
                    init(order: Order, ↓dependencies: Dependencies) {}
                }

                let receipt = Receipt(order: order, ↓dependencies: dependencies)
                """),
            Example("""
                typealias Pricing_totalDependencies = TaxesDependency

                enum Pricing {
                    static func total(of cart: Cart, ↓dependencies: some Pricing_totalDependencies) -> Int { 0 }
                }

                func checkout() {
                    Pricing.total(of: cart, ↓dependencies: dependencies)
                }
                """),
            Example("""
                enum Route<Dependencies: RouteDependencies> {
                    case receipt(order: Order, ↓dependencies: Dependencies)
                }
                """),
        ],
        nonTriggering: [
            Example("""
                struct Receipt<Dependencies: ReceiptDependencies> {
                    init(dependencies: Dependencies, order: Order) {}
                }
                """),
            Example("""
                typealias ReceiptDependencies = PrintingDependency

                let receipt = Receipt(dependencies: dependencies, order: order)
                """),
            Example("let spliced = SplicedReceiptDependencies(externalDependencies: dependencies, printer: printer)"),
            Example("""
                // A package manifest's `dependencies:` is not CPDI's.
                let package = Package(name: "App", dependencies: [.package(path: "../Kit")])
                func module(_ name: String, dependencies: [Target.Dependency]) -> Target {
                    .target(name: name, dependencies: dependencies)
                }
                """),
        ],
        rulebook: "«For readability, consistency, and convention, the dependencies parameter should always appear first in any parameter list.»"
    )

    /// Whether `function` is a property wrapper's initializer that takes the wrapped value first, as the
    /// compiler passes it (`@Tracked(dependencies: d) var count = 3`): `dependencies` is then first right after it.
    static func takesWrappedValueFirst(_ function: FunctionFact) -> Bool {
        function.name == "init" && function.parameterLabels.first?.label == "wrappedValue"
    }

    /// The initializer that `function`, with `dependencies` moved first, would redeclare: a struct's
    /// memberwise initializer (its stored properties' names in order) or another initializer of the type.
    static func reorderingCollision(_ function: FunctionFact, position: Int, _ index: ProjectIndex) -> String? {
        guard function.name == "init", let type = function.enclosingType else { return nil }
        var labels = function.parameterLabels.map(\.label)
        labels.insert(labels.remove(at: position), at: 0)
        let declarations = index.declarations(ofType: type)
        if declarations.first?.fact.kind == .struct, !declarations.contains(where: { $0.fact.kind == .struct && $0.fact.declaresInitializer }) {
            let stored = declarations.filter { $0.fact.kind == .struct }.flatMap { $0.fact.properties.filter(\.isStored).map(\.name) }
            if stored == labels { return "the memberwise '\(signature("\(type).init", labels))'" }
        }
        let others = index.initializers[type]?.contains { $0.fact.parameterLabels.map(\.label) == labels } ?? false
        return others ? "'\(signature("\(type).init", labels))'" : nil
    }

    /// `Receipt.init(order:dependencies:)`: a name and its labels, as Swift spells a function.
    static func signature(_ name: String, _ labels: [String]) -> String {
        "\(name)(\(labels.map { "\($0):" }.joined()))"
    }

    /// The callee as written: `Receipt`, `Pricing.total`, `.init`, `super.init`.
    static func calleeName(_ call: CallFact) -> String? {
        switch call.callee {
        case .type(let name): name
        case .member(let base, let name): base.map { "\($0).\(name)" } ?? ".\(name)"
        case .function(let name): name
        case .superInit: "super.init"
        case .implicitInit(let typeName, _, _): typeName.map { "\($0).init" } ?? ".init"
        case .other: nil
        }
    }

    /// Only CPDI's `dependencies` count: a parameter typed `…Dependencies`, or an argument passed to
    /// something with a dependencies typealias, or a caller's own `dependencies`.
    var models: [any IndexModel.Type] { [Subclasses.self, CallsByLabels.self] }

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        var findings: [RawFinding] = []
        for function in file.functions {
            // `init(sku: String, _ dependencies: Dependencies)`, `using dependencies:` or `deps: Dependencies` is
            // the dependencies parameter too; its calls pass it under another label, which --fix does not match.
            let unlabeled = function.parameterLabels.firstIndex(where: { $0.label == "dependencies" }) == nil
            if let position = function.parameterLabels.firstIndex(where: { $0.label == "dependencies" }) ?? function.parameterLabels.firstIndex(where: { $0.name == "dependencies" })
                ?? function.parameterLabels.firstIndex(where: { $0.typeName == Names.dependencies && $0.composition.isEmpty }),
               position > (Self.takesWrappedValueFirst(function) ? 1 : 0), Self.isDependencies(function.parameterLabels[position], of: function, index) {
                guard !unlabeled else {
                    let name = Self.signature(function.enclosingType.map { "\($0).\(function.name)" } ?? function.name, function.parameterLabels.map(\.label))
                    findings.append(RawFinding(
                        offset: function.parameterLabels[position].offset,
                        message: "\(Self.spelledParameter(function.parameterLabels[position])) is parameter \(position + 1) of '\(name)'; make it the first parameter, and pass it first in every call. (--fix leaves it: its label is not `dependencies:`, so its calls cannot all be matched.)"
                    ))
                    continue
                }
                let name = Self.signature(function.enclosingType.map { "\($0).\(function.name)" } ?? function.name, function.parameterLabels.map(\.label))
                // Reordered, it would redeclare another initializer: advise using that one instead.
                let collision = Self.reorderingCollision(function, position: position, index)
                let advice = collision.map {
                    "delete it and call \($0), which takes the same values with dependencies first"
                } ?? (Self.takesWrappedValueFirst(function) ? "make it the first parameter after 'wrappedValue'" : "make it the first parameter")
                let left = collision == nil ? Self.fixBlocker(of: function, index).map { " (--fix leaves it: \($0).)" } ?? "" : ""
                findings.append(RawFinding(
                    offset: function.parameterLabels[position].offset,
                    message: "'dependencies' is parameter \(position + 1) of '\(name)'; \(advice).\(left)"
                ))
            }
        }
        // An enum case's values are matched by position in patterns too; `--fix` rewrites them all or none.
        for enumCase in file.enumCases {
            if let position = enumCase.parameterLabels.firstIndex(where: { $0.label == "dependencies" }), position > 0,
               Self.isDependencies(enumCase.parameterLabels[position], of: enumCase, index) {
                let name = Self.signature(enumCase.enclosingType.map { "\($0).\(enumCase.name)" } ?? enumCase.name, enumCase.parameterLabels.map(\.label))
                findings.append(RawFinding(
                    offset: enumCase.parameterLabels[position].offset,
                    message: "'dependencies' is associated value \(position + 1) of '\(name)'; make it the first, pass it first where the case is made, and match it first in every pattern that binds the values by position. (--fix does all of it when it can rewrite every use, and leaves it when a pattern binds the values as one tuple, the case is passed as a function or made with a trailing closure, or a value has a default.)"
                ))
            }
        }
        for call in file.calls {
            // A property wrapper's initializer takes `wrappedValue:` first (``takesWrappedValueFirst(_:)``).
            let wrapped: Bool
            switch call.callee {
            case .type, .implicitInit, .superInit: wrapped = call.labels.first?.label == "wrappedValue"
            default: wrapped = false
            }
            guard let position = call.labels.firstIndex(where: { $0.label == "dependencies" }), position > (wrapped ? 1 : 0) else { continue }
            // A call to a declaration this rule reports changes with it: passing the argument first
            // compiles only once the declaration takes it first, and `--fix` does both.
            let spelled = Self.signature(Self.calleeName(call) ?? "", call.labels.map(\.label))
            let together: String
            switch Self.reportedDeclaration(calledBy: call, index) {
            case .suppressed, .unreported: continue
            case .reported(let signature, let fixable):
                together = (wrapped ? "the first parameter after 'wrappedValue' of '" : "the first parameter of '") + "\(signature)' (its own finding" + (fixable ? "; --fix changes both)." : ", which --fix leaves).")
            case .enumCase(let signature):
                together = "the first associated value of '\(signature)' (its own finding)."
            case .none:
                // A struct's memberwise initializer takes its stored properties in their order: the
                // declaration to change is the order of its properties. Any other declaration is outside
                // the linted files (excluded, another package's): the call follows it, as it must.
                guard isCPDI(call, index), let type = Self.memberwiseStruct(calledBy: call, index) else { continue }
                findings.append(RawFinding(
                    offset: call.labels[position].offset,
                    message: "'dependencies:' is argument \(position + 1) of this call to '\(spelled)', the memberwise initializer of '\(type)', which takes its stored properties in the order they are declared; declare `let dependencies` first in '\(type)', then pass it first in every call."
                ))
                continue
            }
            findings.append(RawFinding(
                offset: call.labels[position].offset,
                message: "'dependencies:' is argument \(position + 1) of this call to '\(spelled)'; pass it \(wrapped ? "right after 'wrappedValue:'" : "first"), together with making it " + together
            ))
        }
        return findings
    }

    /// The declaration in the linted files that `call` calls, when its `dependencies` parameter is not
    /// first and this rule reports it: one whose labels include the call's, in order; by its signature.
    static func reportedDeclaration(calledBy call: CallFact, _ index: ProjectIndex) -> CalledDeclaration {
        let (declaration, cases) = declaration(calledBy: call, index)
        let labels = call.labels.map(\.label)
        guard let declaration else {
            // A call may leave out values that have defaults: `.product(sku:dependencies:)` makes `product(sku:quantity:dependencies:)`.
            guard let enumCase = cases.first(where: { $0.fact.parameterLabels.map(\.label) == labels })
                    ?? cases.first(where: { Self.labels(labels, leaveOutOnlyDefaultsOf: $0.fact.parameterLabels) })
            else { return .none }
            let values = enumCase.fact.parameterLabels
            guard let position = values.firstIndex(where: { $0.label == "dependencies" }), position > 0,
                  isDependencies(values[position], of: enumCase.fact, index)
            else { return .unreported }
            return .enumCase(signature(enumCase.fact.enclosingType.map { "\($0).\(enumCase.fact.name)" } ?? enumCase.fact.name, values.map(\.label)))
        }
        let declared = declaration.fact.parameterLabels
        // A declaration this rule does not report (its `dependencies` is not CPDI's, or is first) is
        // what the call follows: passing it first alone would not compile.
        guard let position = declared.firstIndex(where: { $0.label == "dependencies" }), position > (takesWrappedValueFirst(declaration.fact) ? 1 : 0),
              isDependencies(declared[position], of: declaration.fact, index)
        else { return .unreported }
        // Suppressed there, it is suppressed at every call: a call cannot change the order on its own.
        if let file = index.files.first(where: { $0.path == declaration.path }),
           file.suppressions.suppressingDirective(of: "dependencies-first", onLine: file.lines.line(of: declared[position].offset)) != nil {
            return .suppressed
        }
        let fact = declaration.fact
        let fixable = fixBlocker(of: fact, index) == nil && reorderingCollision(fact, position: position, index) == nil
        return .reported(signature(fact.enclosingType.map { "\($0).\(fact.name)" } ?? fact.name, declared.map(\.label)), fixable: fixable)
    }

    /// How a message names the dependencies parameter: `'dependencies'`, or `'deps', the dependencies,` under another name.
    static func spelledParameter(_ parameter: ParameterFact) -> String {
        let name = parameter.name ?? parameter.label
        return name == "dependencies" || name == "_" ? "'dependencies'" : "'\(name)', the dependencies,"
    }

    /// Whether a call passing `labels` passes `declared` in order, leaving out only values with defaults.
    static func labels(_ labels: [String], leaveOutOnlyDefaultsOf declared: [ParameterFact]) -> Bool {
        var next = labels.startIndex
        for value in declared {
            if next < labels.endIndex, labels[next] == value.label {
                next += 1
            } else if !value.isOptionalAtCallSites {
                return false
            }
        }
        return next == labels.endIndex
    }

    /// The declaration in the linted files that `call` calls (one whose labels include the call's, in
    /// order), and the enum cases it may make.
    static func declaration(calledBy call: CallFact, _ index: ProjectIndex) -> (ProjectIndex.Located<FunctionFact>?, [ProjectIndex.Located<FunctionFact>]) {
        let callerType = call.context.first { if case .type = $0.kind { true } else { false } }?.name
        var cases: [ProjectIndex.Located<FunctionFact>] = []
        let candidates: [ProjectIndex.Located<FunctionFact>] = switch call.callee {
        case .type, .implicitInit, .superInit, .member(_?, "init"): index.initializedType(by: call).flatMap { index.initializers[$0] } ?? []
        // `Self.make(…)` is the caller's type's.
        case .member(let written, let name):
            (index.functions[name] ?? []).filter { candidate in
                let base = written == "Self" ? callerType : written
                return base == nil || candidate.fact.enclosingType == base || base?.first?.isUppercase == false
            }
        // A plain call is to a free function or to a method of the caller's type.
        case .function(let name): (index.functions[name] ?? []).filter { $0.fact.enclosingType == nil || $0.fact.enclosingType == callerType }
        case .other: []
        }
        // `.receipt(order:dependencies:)`, `Route.receipt(…)`: an enum case made with the caller's
        // dependencies (a pattern that matches one, `.receipt(order: let order, dependencies: _)`, is not a call).
        if case .member(let base, let name) = call.callee, call.passesOwnDependencies {
            let enumName = base == "Self" ? callerType : base
            cases = (index.enumCases[name] ?? []).filter { enumName == nil || enumName?.first?.isUppercase == false || $0.fact.enclosingType == enumName }
        }
        let labels = call.labels.map(\.label)
        func takes(_ candidate: ProjectIndex.Located<FunctionFact>) -> Bool {
            // The call's labels, in order, among the declaration's (a defaulted parameter may be left out;
            // a variadic one takes the unlabeled arguments after its first: `write("a", "b", dependencies:)`).
            var remaining = labels[...]
            for parameter in candidate.fact.parameterLabels where remaining.first == parameter.label {
                remaining = remaining.dropFirst()
                if parameter.isVariadic { remaining = remaining.drop { $0 == "_" } }
            }
            return remaining.isEmpty
        }
        let matching = candidates.filter(takes)
        // The overload that takes exactly these arguments, else the one that leaves out the fewest.
        return (matching.min(by: { $0.fact.parameterLabels.count < $1.fact.parameterLabels.count }), cases)
    }

    /// Why `--fix` cannot move `function`'s `dependencies` first together with every use of it; `nil`
    /// when it can. Its calls must all be found, and nothing else may have to change with it.
    static func fixBlocker(of function: FunctionFact, _ index: ProjectIndex) -> String? {
        if let own = ownFixBlocker(of: function, index) { return own }
        // A protocol's requirement and what meets it move together, or none of them does.
        for other in reorderedTogether(with: function, index) ?? [] where other.fact.offset != function.offset || other.fact.enclosingType != function.enclosingType {
            if let blocker = ownFixBlocker(of: other.fact, index) {
                let name = signature(other.fact.enclosingType.map { "\($0).\(other.fact.name)" } ?? other.fact.name, other.fact.parameterLabels.map(\.label))
                return "it changes together with '\(name)', which --fix leaves: \(blocker)"
            }
        }
        // An override and what it overrides change together: one that is left leaves the others.
        let labels = function.parameterLabels.map(\.label)
        for other in overrideFamily(of: function, index) where ownFixBlocker(of: other.fact, index) != nil {
            let name = signature(other.fact.enclosingType.map { "\($0).\(other.fact.name)" } ?? other.fact.name, labels)
            return "it overrides or is overridden by '\(name)', which --fix leaves, and they change together"
        }
        return nil
    }

    /// The declarations with `function`'s name and labels in its class's superclasses and subclasses.
    static func overrideFamily(of function: FunctionFact, _ index: ProjectIndex) -> [ProjectIndex.Located<FunctionFact>] {
        guard let type = function.enclosingType, index.isClass(type) else { return [] }
        let labels = function.parameterLabels.map(\.label)
        var related: Set<String> = []
        var ancestor = index.superclass(of: type)
        while let next = ancestor, related.insert(next).inserted { ancestor = index.superclass(of: next) }
        let subclasses = index.derived(Subclasses.self).byClass
        var pending = [type]
        while let next = pending.popLast() {
            for name in subclasses[next] ?? [] where related.insert(name).inserted { pending.append(name) }
        }
        return (index.functions[function.name] ?? []).filter { other in
            other.fact.enclosingType.map(related.contains) == true && other.fact.parameterLabels.map(\.label) == labels
        }
    }

    /// ``fixBlocker(of:_:)`` for `function` alone.
    private static func ownFixBlocker(of function: FunctionFact, _ index: ProjectIndex) -> String? {
        if function.name == "subscript" { return "it is a subscript, whose uses --fix does not rewrite" }
        if takesWrappedValueFirst(function) { return "a property wrapper's initializer takes 'wrappedValue' first, and --fix moves 'dependencies' only to the very front" }
        // `value(sku:dependencies:)` calls it through a value, by no name --fix can follow.
        if function.name == "callAsFunction" { return "it is callAsFunction, whose calls name the value it is called on, which --fix cannot follow" }
        // Callable from modules that are linted apart (a local package two apps share): no one run of
        // the fixer sees all its calls.
        if function.isExported, !index.sharedPaths.isEmpty,
           (index.functions[function.name] ?? []).contains(where: { $0.fact.offset == function.offset && $0.fact.enclosingType == function.enclosingType && index.sharedPaths.contains($0.path) }) {
            return "it is public in a module that several modules linted apart import, and --fix sees the calls of one of them at a time"
        }
        guard let lists = Fixer.callLabelLists(function) else {
            let parameters = function.parameterLabels
            if parameters.contains(where: \.isVariadic) { return "it has a variadic parameter, so its calls cannot all be matched" }
            if parameters.contains(where: { $0.label == "dependencies" && $0.isOptionalAtCallSites }) {
                return "its 'dependencies' has a default value, so the calls that leave it out cannot be told from other calls"
            }
            return "it has more than four defaulted parameters, so its calls cannot all be matched"
        }
        let labels = function.parameterLabels.map(\.label)
        let compound = function.name + Fixer.labelList(labels)
        if index.compoundNames.contains(compound) {
            return "it is also named by its labels, '\(compound)', which cannot follow the new order"
        }
        // A protocol requirement and its witnesses, a method and its overrides, or overloads a call
        // could mean: they change together, by hand.
        let callee = Fixer.calleeKey(of: function)
        let keys = Set(lists.map { callee + Fixer.labelList($0) })
        func sameLabels(_ other: FunctionFact) -> Bool {
            (Fixer.callLabelLists(other) ?? [other.parameterLabels.map(\.label)]).contains { keys.contains(callee + Fixer.labelList($0)) }
        }
        let twins = twins(of: function, lists: lists, index)
        // An initializer a protocol requires, and one that meets such a requirement: what conforms is
        // also made through the protocol (`C(route:dependencies:)` for `<C: Coordinator>`).
        let requirement = function.name == "init" && function.enclosingType.map { type in
            index.declarations(ofType: type).contains { declaration in
                declaration.fact.kind == .protocol || declaration.fact.inherited.contains { adopted in
                    index.declarations(ofType: adopted.name).contains { $0.fact.kind == .protocol }
                        && (index.initializers[adopted.name] ?? []).contains { sameLabels($0.fact) }
                }
            }
        } == true
        // A method a protocol requires, with what meets it, changes together with them (``requirementFamily(_:_:)``).
        if requirement || (twins.count > 1 && requirementFamily(twins, index) == nil) {
            return "other declarations share its name and labels (a protocol requirement and what conforms to it, a method and its overrides, or overloads), and they change together"
        }
        // A call with its labels that no declaration here takes may be a call to it that cpdi-lint cannot
        // follow (through a subclass that inherits it, a typealias of its type, a metatype, `Self` in an
        // extension): reordering without it would not compile.
        let calls = index.derived(CallsByLabels.self).calls
        let shapes = lists.flatMap { labels in (0...min(labels.count, 3)).map { Array(labels.dropLast($0)) } }
        for shape in Set(shapes.map { Fixer.labelList($0) }) {
            // Only a call that could name it: an initializer's by a type, a method's by its name.
            for (fileNumber, call) in calls[shape] ?? [] where couldCall(call, function) {
                let (called, cases) = declaration(calledBy: call, index)
                guard let called else {
                    if memberwiseStruct(calledBy: call, index) != nil { continue }
                    if case .member = call.callee, !cases.isEmpty { continue }
                    return "a call with its labels, '\(signature(calleeName(call) ?? "", call.labels.map(\.label)))', may be a call to it that cpdi-lint cannot tie to a declaration (through a subclass, a typealias or a metatype), and would be left behind"
                }
                guard called.fact.offset == function.offset, called.fact.name == function.name else { continue }
                // A call that suppresses this rule keeps its order, so the declaration keeps its own.
                let file = index.files[fileNumber]
                if let position = call.labels.firstIndex(where: { $0.label == "dependencies" }),
                   file.suppressions.suppressingDirective(of: "dependencies-first", onLine: file.lines.line(of: call.labels[position].offset)) != nil {
                    return "a call to it suppresses dependencies-first, and they change together"
                }
                if let reported = index.reportedFiles, !reported.contains(file.path) {
                    return "a call to it in \(index.cite(file.path)) is outside the paths given, and --fix changes only those; run it on both"
                }
            }
            // A call in an excluded file (generated code) cannot change with it.
            for call in index.excludedCalls where Fixer.labelList(call.labels.map(\.label)) == shape && couldCall(call, function) {
                if let called = declaration(calledBy: call, index).0, called.fact.offset == function.offset, called.fact.name == function.name {
                    return "a file the configuration excludes calls it, and --fix changes no excluded file"
                }
            }
        }
        if let reported = index.reportedFiles,
           let declared = (index.functions[function.name] ?? []).first(where: { $0.fact.offset == function.offset && $0.fact.enclosingType == function.enclosingType }),
           !reported.contains(declared.path) {
            return "it is declared in \(index.cite(declared.path)), outside the paths given, and --fix changes only those; run it on both"
        }
        return nil
    }

    /// The declarations a call with one of `lists` (``Fixer/callLabelLists(_:)`` of `function`) could
    /// mean: those of `function`'s name (an initializer's, of its type) that take one of those label lists.
    static func twins(of function: FunctionFact, lists: [[String]], _ index: ProjectIndex) -> [ProjectIndex.Located<FunctionFact>] {
        let keys = Set(lists.map { Fixer.calleeKey(of: function) + Fixer.labelList($0) })
        // Initializers are told apart by their type.
        let candidates = function.name == "init" ? index.initializers[function.enclosingType ?? ""] ?? [] : index.functions[function.name] ?? []
        return candidates.filter { other in
            (Fixer.callLabelLists(other.fact) ?? [other.fact.parameterLabels.map(\.label)]).contains { keys.contains(Fixer.calleeKey(of: other.fact) + Fixer.labelList($0)) }
        }
    }

    /// The protocol, when `twins` (one method's name and labels, in several types) are a protocol's
    /// requirement and what meets it: each is declared in that protocol, an extension of it, or a type
    /// that adopts it, and each takes the same label lists. Moved together with every call of that name
    /// and labels, they still meet it, and those calls still reach them. Initializers are left: what
    /// conforms is also made through the protocol's metatype, by calls --fix cannot tie to a type.
    static func requirementFamily(_ twins: [ProjectIndex.Located<FunctionFact>], _ index: ProjectIndex) -> String? {
        guard let first = twins.first, first.fact.name != "init", let lists = Fixer.callLabelLists(first.fact) else { return nil }
        let protocols = Set(twins.compactMap { twin in
            twin.fact.enclosingType.flatMap { type in index.declarations(ofType: type).contains { $0.fact.kind == .protocol } ? type : nil }
        })
        guard protocols.count == 1, let adopted = protocols.first else { return nil }
        let sameLists = Set(lists)
        return twins.allSatisfy { twin in
            guard let type = twin.fact.enclosingType, Fixer.callLabelLists(twin.fact).map(Set.init) == sameLists else { return false }
            return type == adopted || index.declarations(ofType: type).contains { declaration in
                declaration.fact.kind != .protocol && declaration.fact.inherited.contains { $0.name == adopted }
            }
        } ? adopted : nil
    }

    /// The declarations `--fix` reorders together with `function`: the members of its requirement
    /// family (``requirementFamily(_:_:)``), or `function` alone.
    static func reorderedTogether(with function: FunctionFact, _ index: ProjectIndex) -> [ProjectIndex.Located<FunctionFact>]? {
        guard let lists = Fixer.callLabelLists(function) else { return nil }
        let twins = twins(of: function, lists: lists, index)
        return twins.count > 1 && requirementFamily(twins, index) != nil ? twins : nil
    }

    /// Whether `call` could be a call to `function` by what it names, whatever it resolves to.
    private static func couldCall(_ call: CallFact, _ function: FunctionFact) -> Bool {
        switch call.callee {
        case .type, .implicitInit, .superInit, .member(_, "init"): function.name == "init"
        case .member(_, let name), .function(let name): name == function.name
        case .other: true
        }
    }

    /// The struct whose memberwise initializer `call` calls: a struct with no initializer in its
    /// body, whose stored properties include the call's labels in order.
    static func memberwiseStruct(calledBy call: CallFact, _ index: ProjectIndex) -> String? {
        let name: String
        switch call.callee {
        case .type(let type), .implicitInit(let type?, _, _), .member(let type?, "init"): name = type
        default: return nil
        }
        let declarations = index.declarations(ofType: name).filter { $0.fact.kind == .struct }
        guard !declarations.isEmpty, !declarations.contains(where: { $0.fact.declaresInitializer }) else { return nil }
        let stored = declarations.flatMap { $0.fact.properties.filter(\.isStored).map(\.name) }
        var remaining = call.labels.map(\.label)[...]
        for property in stored where remaining.first == property { remaining = remaining.dropFirst() }
        return remaining.isEmpty ? name : nil
    }

    /// What a call's declaration is to this rule.
    enum CalledDeclaration {
        /// None in the linted files is what it calls.
        case none
        /// An enum case this rule reports, under this signature.
        case enumCase(String)
        /// It is reported, under this signature; `fixable` when `--fix` reorders it and its calls.
        case reported(String, fixable: Bool)
        /// Its finding is suppressed where it is declared.
        case suppressed
        /// It is in the linted files, and this rule does not report it.
        case unreported
    }

    /// Whether a parameter's type is CPDI's: a dependencies typealias, a generic parameter (of the
    /// function or its type) constrained by one, or dependency protocols taken as an existential
    /// (`dependencies: UseCaseDependency`, `dependencies: HasClock & HasLogger`).
    static func isDependencies(_ parameter: ParameterFact, of function: FunctionFact, _ index: ProjectIndex) -> Bool {
        guard let typeName = parameter.typeName else { return false }
        if index.isDependenciesAlias(typeName) { return true }
        if (parameter.composition.isEmpty ? [typeName] : parameter.composition).allSatisfy({ index.isDependencyProtocol($0) }) { return true }
        // A protocol that composes dependency protocols (composed-protocol's finding) stands for a typealias.
        if index.declarations(ofType: typeName).contains(where: { $0.fact.kind == .protocol && ComposedProtocolRule.reports($0.fact, index) }) { return true }
        // The concrete root (`final class AppDependency: HasStore, HasClient`) taken as `dependencies:`,
        // by its name or through a typealias of it (`typealias Dependencies = AppDependency`).
        if parameter.label == "dependencies" {
            let aliased = index.typealiases[index.canonical(typeName, in: function.enclosingTypes)]?.first?.fact.components.map(\.name) ?? []
            let named = [typeName] + (aliased.count == 1 ? aliased : [])
            if named.contains(where: { name in
                index.declarations(ofType: name).contains { declaration in
                    declaration.fact.kind != .protocol && declaration.fact.inherited.contains { index.isDependenciesAlias($0.name) || index.isDependencyProtocol($0.name) }
                }
            }) {
                return true
            }
        }
        // A `typealias Dependencies` nested in the type, or in a protocol it adopts.
        if typeName == Names.dependencies, !function.genericParameters.contains(where: { $0.name == typeName }),
           index.nestedDependenciesAlias(in: function.enclosingTypes) != nil {
            return true
        }
        // A generic parameter of the function or its type, or a protocol's associated type (a requirement's).
        let typeParameters = function.enclosingType.map { index.declarations(ofType: $0).flatMap { $0.fact.genericParameters + $0.fact.associatedTypes } } ?? []
        if (function.genericParameters + typeParameters).contains(where: { parameter in
            parameter.name == typeName && (index.dependenciesConstraint(of: parameter) != nil || parameter.constraints.contains { $0.hasSuffix(Names.dependencies) })
        }) {
            return true
        }
        // A requirement taking a protocol's own `associatedtype Dependencies`, constrained or not: what
        // conforms to it is told to reorder, and cannot without it.
        if parameter.label == "dependencies", typeName == Names.dependencies, let type = function.enclosingType,
           index.declarations(ofType: type).contains(where: { $0.fact.kind == .protocol && $0.fact.associatedTypes.contains { $0.name == Names.dependencies } }) {
            return true
        }
        // `dependencies: C.Dependencies` for `<C: Coordinator>`, whose protocol has an associated `Dependencies`.
        return parameter.label == "dependencies" && typeName == Names.dependencies && function.genericParameters.contains { generic in
            generic.constraints.contains { constraint in
                index.declarations(ofType: constraint).contains { declaration in
                    declaration.fact.kind == .protocol && declaration.fact.associatedTypes.contains { $0.name == Names.dependencies && index.dependenciesConstraint(of: $0) != nil }
                }
            }
        }
    }

    private func isCPDI(_ call: CallFact, _ index: ProjectIndex) -> Bool {
        switch call.callee {
        case .type(let name):
            if index.hasTypealias("\(name)Dependencies") { return true }
        case .member(let base?, let name) where base.first?.isUppercase == true:
            if index.hasTypealias("\(base)_\(name)Dependencies") { return true }
        case .member(_, let name), .function(let name):
            if index.functionTypealiases[name] != nil { return true }
        case .implicitInit, .superInit, .other:
            break
        }
        return call.passesOwnDependencies && index.owner(of: call) != nil
    }
}

/// Each class's direct subclasses among the linted types, worked out once per index.
/// The calls that pass dependencies, by their label lists (`(title:dependencies:)`).
struct CallsByLabels: IndexModel {
    /// Label list → each call's file (its number in the index's files) and the call.
    let calls: [String: [(file: Int, call: CallFact)]]

    init(_ index: ProjectIndex) {
        var calls: [String: [(file: Int, call: CallFact)]] = [:]
        for (number, file) in index.files.enumerated() {
            for call in file.calls where !call.isMention { calls[Fixer.labelList(call.labels.map(\.label)), default: []].append((number, call)) }
        }
        self.calls = calls
    }
}

struct Subclasses: IndexModel {
    let byClass: [String: [String]]

    init(_ index: ProjectIndex) {
        var byClass: [String: [String]] = [:]
        for name in index.types.keys {
            if let superclass = index.superclass(of: name) { byClass[superclass, default: []].append(name) }
        }
        self.byClass = byClass
    }
}
