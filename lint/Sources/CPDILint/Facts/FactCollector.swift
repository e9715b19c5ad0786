import SwiftParser
import SwiftSyntax

/// Walks one syntax tree once and records the facts the rules need.
final class FactCollector: SyntaxVisitor {
    var facts: FileFacts
    var context: [ContextFact] = []
    let collectsSuppressions: Bool
    /// Whether the file mentions dependencies at all: only then can what it references matter.
    let tracksNames: Bool
    /// Indices into `facts.types` and `facts.functions` of the declarations being walked.
    var typeStack: [Int] = []
    var functionStack: [Int] = []
    /// Per function being walked: local names bound to the caller's own dependencies (`.own`) or to the
    /// outer half of its splice (`.external`).
    var aliasScopes: [[String: DependenciesArgument]] = []
    /// Per function being walked: the written type of its parameter bound as `dependencies`, if any.
    var dependenciesParameters: [String?] = []
    /// Types named over the caller's own `Dependencies` (``recordMention(_:)``), added after the calls.
    var mentions: [CallFact] = []

    init(path: String, module: String?, lines: LineTable, collectsSuppressions: Bool, tracksNames: Bool = true) {
        facts = FileFacts(path: path, module: module, lines: lines)
        self.collectsSuppressions = collectsSuppressions
        self.tracksNames = tracksNames
        super.init(viewMode: .sourceAccurate)
    }

    /// Parses `bytes` and collects its facts.
    static func collect(path: String, module: String?, bytes: [UInt8]) -> FileFacts {
        let lines = LineTable(bytes)
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let collector = FactCollector(path: path, module: module, lines: lines, collectsSuppressions: bytes.contains(subsequence: Array("cpdi-lint:".utf8)),
            tracksNames: bytes.contains(subsequence: Array("ependenc".utf8))
        )
        collector.walk(tree)
        collector.facts.calls += collector.mentions
        if collector.collectsSuppressions {
            collector.collectSuppressions(in: tree)
        }
        if tree.hasError {
            collector.facts.syntaxErrorOffset = firstSyntaxError(in: tree)
        } else if !collector.collectsSuppressions {
            // Every fact lies within the code: lines that follow its last token (comments, blank lines)
            // are left out, so that adding them changes no fact (``FactsCache`` reuses a run's findings).
            let end = tree.endOfFileToken.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia.utf8Offset ?? 0
            collector.facts.lines = LineTable(lineStarts: lines.lineStarts.prefix { $0 <= end }.map { $0 })
        }
        return collector.facts
    }

    /// Where the first missing or unexpected token is.
    static func firstSyntaxError(in tree: SourceFileSyntax) -> Int {
        for token in tree.tokens(viewMode: .all) {
            if token.presence == .missing { return token.positionAfterSkippingLeadingTrivia.utf8Offset }
            var node = token.parent
            while let current = node {
                if current.is(UnexpectedNodesSyntax.self) { return token.positionAfterSkippingLeadingTrivia.utf8Offset }
                node = current.parent
            }
        }
        // Otherwise the innermost node that carries the error (an attribute read as something else).
        var node = Syntax(tree)
        descending: while true {
            for child in node.children(viewMode: .all) where child.hasError {
                node = child
                continue descending
            }
            break
        }
        return node.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    // MARK: Declarations

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.struct, name: node.name, attributes: node.attributes, modifiers: node.modifiers, generics: node.genericParameterClause, whereClause: node.genericWhereClause, inheritance: node.inheritanceClause, members: node.memberBlock)
    }

    override func visitPost(_ node: StructDeclSyntax) { leaveType() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.class, name: node.name, attributes: node.attributes, modifiers: node.modifiers, generics: node.genericParameterClause, whereClause: node.genericWhereClause, inheritance: node.inheritanceClause, members: node.memberBlock)
    }

    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.enum, name: node.name, attributes: node.attributes, modifiers: node.modifiers, generics: node.genericParameterClause, whereClause: node.genericWhereClause, inheritance: node.inheritanceClause, members: node.memberBlock)
    }

    override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.actor, name: node.name, attributes: node.attributes, modifiers: node.modifiers, generics: node.genericParameterClause, whereClause: node.genericWhereClause, inheritance: node.inheritanceClause, members: node.memberBlock)
    }

    override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.protocol, name: node.name, attributes: node.attributes, modifiers: node.modifiers, generics: nil, whereClause: node.genericWhereClause, inheritance: node.inheritanceClause, members: node.memberBlock)
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.lastName(of: node.extendedType) ?? node.extendedType.textWithoutTrivia
        let declarations = Self.declarations(node.memberBlock)
        var type = TypeFact(
            kind: .extension,
            name: name,
            offset: node.extendedType.positionAfterSkippingLeadingTrivia.utf8Offset,
            genericParameters: [],
            inherited: Self.inherited(node.inheritanceClause),
            properties: Self.properties(declarations),
            functionNames: Self.functionNames(declarations),
            associatedTypes: [],
            requirements: []
        )
        type.bodyEnd = node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        type.objCMembers = Self.objCMembers(node, declarations)
        type.hasInterfaceBuilderMembers = Self.hasInterfaceBuilderMembers(declarations)
        type.isIsolated = Self.hasGlobalActor(node.attributes)
        type.staticStoredMembers = Self.staticStoredMembers(declarations)
        type.enclosingTypes = node.extendedType.textWithoutTrivia.split(separator: ".").dropLast().map { String($0.prefix { $0 != "<" }) }
        // `extension Feature where Dependencies: RatingDependencies` adds to what the type requires here;
        // `extension SplicedCartDependencies: CartDependencies where ExternalDependencies: CartExternalDependencies`
        // is a splice's conformance, constrained where it is declared; so is `where Outer: CartExternalDependencies`,
        // a splice's parameter under another name.
        let refined = Self.applying(node.genericWhereClause, to: [
            GenericParameterFact(name: Names.dependencies, constraints: [], constraintOffsets: [], offset: type.offset),
            GenericParameterFact(name: Names.externalDependencies, constraints: [], constraintOffsets: [], offset: type.offset),
        ] + Self.externallyConstrained(node.genericWhereClause).map {
            GenericParameterFact(name: $0, constraints: [], constraintOffsets: [], offset: type.offset)
        }).filter { !$0.constraints.isEmpty }
        type.genericParameters = refined
        typeStack.append(facts.types.count)
        facts.types.append(type)
        // Named by its path (`Shop.Orders`), so that what it declares is nested where the compiler nests it.
        context.append(ContextFact(kind: .type(.extension), name: (type.enclosingTypes + [name]).joined(separator: "."), genericParameters: refined))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let access = Self.accessModifier(node.modifiers)
        facts.typealiases.append(TypealiasFact(
            name: node.name.text,
            offset: node.name.positionAfterSkippingLeadingTrivia.utf8Offset,
            line: facts.lines.line(of: node.name.positionAfterSkippingLeadingTrivia.utf8Offset),
            components: Self.components(of: node.initializer.value, modules: Set(facts.imports.map(\.module) + [facts.module ?? ""])),
            end: node.endPositionBeforeTrailingTrivia.utf8Offset,
            isExported: ["public", "open", "package"].contains(access ?? ""),
            accessModifier: access,
            enclosingTypes: enclosingTypeNames,
            isComposition: Self.isComposition(node.initializer.value),
            isConditional: Self.isOnlyInSomeBuilds(node)
        ))
        return .visitChildren
    }

    /// Whether `node` is inside an `#if` clause that some builds skip: an `#if` whose `#else` and every
    /// other branch declare a typealias of the same name declares it in every build.
    static func isOnlyInSomeBuilds(_ node: TypeAliasDeclSyntax) -> Bool {
        let name = node.name.text
        for clause in sequence(first: Syntax(node), next: \.parent).compactMap({ $0.as(IfConfigClauseSyntax.self) }) {
            guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self),
                  clauses.contains(where: { $0.poundKeyword.tokenKind == .poundElse }),
                  clauses.allSatisfy({ branch in
                      branch.elements.map { Syntax($0) }.map { elements in
                          elements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.typealias) && $0.nextToken(viewMode: .sourceAccurate)?.text == name }
                      } ?? false
                  })
            else { return true }
        }
        return false
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(node.name.unescapedText, offset: node.name, modifiers: node.modifiers, generics: node.genericParameterClause, whereClause: node.genericWhereClause, parameters: node.signature.parameterClause.parameters)
    }

    override func visitPost(_ node: FunctionDeclSyntax) { leaveFunction() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction("init", offset: node.initKeyword, modifiers: node.modifiers, generics: node.genericParameterClause, whereClause: node.genericWhereClause, parameters: node.signature.parameterClause.parameters)
    }

    override func visitPost(_ node: InitializerDeclSyntax) { leaveFunction() }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction("subscript", offset: node.subscriptKeyword, modifiers: node.modifiers, generics: node.genericParameterClause, whereClause: node.genericWhereClause, parameters: node.parameterClause.parameters)
    }

    override func visitPost(_ node: SubscriptDeclSyntax) { leaveFunction() }

    /// `case detail(id: Int, dependencies: Dependencies)`: its values, for dependencies-first.
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        guard let values = node.parameterClause?.parameters, values.contains(where: { $0.firstName?.unescapedText == "dependencies" }) else { return .visitChildren }
        facts.enumCases.append(FunctionFact(
            name: node.name.text,
            enclosingType: context.last { if case .type = $0.kind { true } else { false } }?.name,
            offset: node.name.positionAfterSkippingLeadingTrivia.utf8Offset,
            genericParameters: [],
            parameterLabels: values.map { value in
                ParameterFact(
                    label: value.firstName?.unescapedText ?? "_",
                    offset: value.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: Self.contentEnd(Syntax(value), comma: value.trailingComma),
                    typeName: Self.baseName(of: value.type),
                    isOptionalAtCallSites: value.defaultValue != nil
                )
            },
            enclosingTypes: enclosingTypeNames
        ))
        return .visitChildren
    }

    // A getter or a result builder's body is a scope for local copies, as a function's body is.
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        aliasScopes.append([:])
        return .visitChildren
    }

    override func visitPost(_ node: AccessorBlockSyntax) { aliasScopes.removeLast() }

    /// `let d = dependencies` makes `d` the caller's own dependencies too, and
    /// `let external = dependencies.externalDependencies` the outer half of its splice. A local named
    /// `dependencies` that holds anything else (`let dependencies = SplicedViewDependencies(…)`) hides the
    /// caller's own until its block ends: what is made with it is not made with them.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard tracksNames, !aliasScopes.isEmpty else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let value = binding.initializer?.value {
                let kind = argumentKind(value)
                if kind == .own || kind == .external || name == "dependencies" { aliasScopes[aliasScopes.count - 1][name] = kind }
            } else if name == "dependencies" {
                let written = binding.typeAnnotation?.type.trimmedDescription
                aliasScopes[aliasScopes.count - 1][name] = written == Names.dependencies ? .own : .other
            }
        }
        return .visitChildren
    }

    // A block is a scope for what is declared in it, and for what its `if`, `while` or `for` binds.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        var bound: [String: DependenciesArgument] = [:]
        if tracksNames, let parent = node.parent {
            if let statement = parent.as(IfExprSyntax.self), statement.body.id == node.id {
                bound = conditionBindings(statement.conditions)
            } else if let statement = parent.as(WhileStmtSyntax.self) {
                bound = conditionBindings(statement.conditions)
            } else if let statement = parent.as(ForStmtSyntax.self), Self.bindsDependencies(statement.pattern) {
                bound["dependencies"] = .other
            }
        }
        aliasScopes.append(bound)
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockSyntax) { aliasScopes.removeLast() }

    /// `guard let dependencies = signedIn else { … }` binds for the rest of the enclosing block.
    override func visitPost(_ node: GuardStmtSyntax) {
        guard tracksNames, !aliasScopes.isEmpty else { return }
        aliasScopes[aliasScopes.count - 1].merge(conditionBindings(node.conditions)) { _, new in new }
    }

    /// `case .signedIn(let dependencies):` binds for the case's statements.
    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        var bound: [String: DependenciesArgument] = [:]
        if tracksNames, case .case(let label) = node.label, Self.bindsDependencies(label.caseItems) { bound["dependencies"] = .other }
        aliasScopes.append(bound)
        return .visitChildren
    }

    override func visitPost(_ node: SwitchCaseSyntax) { aliasScopes.removeLast() }

    /// What the conditions of an `if`, `while` or `guard` bind: a copy of the caller's own dependencies
    /// or of its splice's outer half under any name, and anything under the name `dependencies`.
    func conditionBindings(_ conditions: ConditionElementListSyntax) -> [String: DependenciesArgument] {
        var bound: [String: DependenciesArgument] = [:]
        for condition in conditions {
            switch condition.condition {
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                // `if let dependencies` unwraps the name it binds.
                let kind = binding.initializer.map { argumentKind($0.value) }
                    ?? (name == "dependencies" ? .own : aliasScopes.lazy.compactMap { $0[name] }.last ?? .other)
                if kind == .own || kind == .external || name == "dependencies" { bound[name] = kind }
            case .matchingPattern(let matching):
                if Self.bindsDependencies(matching.pattern) { bound["dependencies"] = .other }
            default:
                continue
            }
        }
        return bound
    }

    /// Whether a pattern binds the name `dependencies` (`let dependencies`, `.signedIn(let dependencies)`,
    /// `let .signedIn(dependencies)`), as opposed to matching a label of that name.
    static func bindsDependencies(_ pattern: some SyntaxProtocol) -> Bool {
        pattern.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier("dependencies"), let parent = token.parent else { return false }
            if parent.is(IdentifierPatternSyntax.self) { return true }
            guard parent.is(DeclReferenceExprSyntax.self) else { return false }
            var ancestor = parent.parent
            while let current = ancestor, current.id != pattern.id {
                if current.is(ValueBindingPatternSyntax.self) { return true }
                ancestor = current.parent
            }
            return pattern.is(ValueBindingPatternSyntax.self)
        }
    }

    /// A closure is a scope: its parameters typed `Dependencies` (`{ (deps: Dependencies) in … }`), or in the
    /// place of such a parameter of the function type it is written for (`makeRow: (Dependencies) -> Row =
    /// { Row(dependencies: $0) }`), hold the caller's own dependencies; so do its captures of them.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        var bound: [String: DependenciesArgument] = [:]
        if tracksNames {
            let expected = Self.contextualParameterTypes(of: node) ?? []
            func expectedType(_ position: Int) -> String? { position < expected.count ? expected[position] : nil }
            func bind(_ name: String, _ type: String?) {
                switch type {
                case Names.dependencies?: bound[name] = .own
                case Names.externalDependencies?: bound[name] = .external
                // Named `dependencies` and of another type, it hides the caller's; of a type nothing says, it is
                // taken to be theirs, as it was before closures were scopes.
                default: if name == "dependencies", type != nil { bound[name] = .other }
                }
            }
            switch node.signature?.parameterClause {
            case .parameterClause(let clause)?:
                for (position, parameter) in clause.parameters.enumerated() {
                    bind((parameter.secondName ?? parameter.firstName).unescapedText, parameter.type?.trimmedDescription ?? expectedType(position))
                }
            case .simpleInput(let names)?:
                for (position, parameter) in names.enumerated() { bind(parameter.name.unescapedText, expectedType(position)) }
            case nil:
                for (position, type) in expected.enumerated() { bind("$\(position)", type) }
            }
        }
        aliasScopes.append(bound)
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) { aliasScopes.removeLast() }

    /// The parameter types of the function type a closure is written for: a parameter's default value, or a
    /// variable's initial value, whose type is written (`@escaping (Dependencies) -> Row`).
    static func contextualParameterTypes(of closure: ClosureExprSyntax) -> [String]? {
        guard let initializer = closure.parent?.as(InitializerClauseSyntax.self) else { return nil }
        var type = initializer.parent?.as(FunctionParameterSyntax.self)?.type ?? initializer.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
        if let attributed = type?.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        guard let function = type?.as(FunctionTypeSyntax.self) else { return nil }
        return function.parameters.map(\.type.trimmedDescription)
    }

    /// `{ [current = dependencies] in … }` makes `current` the caller's own dependencies too. Read from
    /// the capture's text, which every supported swift-syntax spells the same way.
    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        guard tracksNames, !aliasScopes.isEmpty else { return .visitChildren }
        let text = node.textWithoutTrivia.split(separator: ",").first.map(String.init) ?? ""
        let parts = text.split(separator: "=", maxSplits: 1).map { $0.split(whereSeparator: \.isWhitespace) }
        guard parts.count == 2, let name = parts[0].last.map(String.init), parts[1].count == 1 else { return .visitChildren }
        let value = String(parts[1][0])
        if value == "dependencies" || value == "self.dependencies" {
            aliasScopes[aliasScopes.count - 1][name] = .own
        } else if ["externalDependencies", "self.externalDependencies", "dependencies.externalDependencies", "self.dependencies.externalDependencies"].contains(value) {
            aliasScopes[aliasScopes.count - 1][name] = .external
        } else if let kind = aliasScopes.lazy.compactMap({ $0[value] }).last {
            aliasScopes[aliasScopes.count - 1][name] = kind
        }
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first {
            let access = Self.accessModifier(node.modifiers)
            // The whole module in every build, or less: one declaration of it (`import struct Kit.Row`), or inside `#if`.
            let partial = node.importKindSpecifier != nil || sequence(first: Syntax(node), next: \.parent).contains { $0.is(IfConfigClauseSyntax.self) }
            let reexported = !partial && node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported" }
            facts.imports.append(ImportFact(
                module: module.name.text, offset: module.positionAfterSkippingLeadingTrivia.utf8Offset, access: access, isReexported: reexported, isPartial: partial
            ))
        }
        return .skipChildren
    }

    // MARK: Expressions

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // A target's, not a local package dependency's (`.package(name: "Core", path: "Packages/Core")`).
        if Paths.isManifest(facts.path), node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "package",
           let name = Self.stringArgument("name", of: node), let path = Self.stringArgument("path", of: node) {
            facts.targetFolders.append((name, path))
        }
        if Paths.isManifest(facts.path), node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "enableUpcomingFeature",
           node.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue == "InternalImportsByDefault" {
            facts.importsInternalByDefault = true
        }
        record(call: Self.callee(node.calledExpression), at: node.calledExpression, arguments: node.arguments,
               trailingClosures: (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count)
        recordSpecialized(node)
        recordOtherLabel(node)
        if tracksNames, node.arguments.contains(where: { !["dependencies", Names.externalDependenciesProperty].contains($0.label?.unescapedText ?? "_") && argumentKind($0.expression) != .other }) {
            for index in typeStack { facts.types[index].handsOnDependenciesElsewhere = true }
        }
        return .visitChildren
    }

    /// The text of a call's `label: "text"` argument, when it is a plain string literal.
    static func stringArgument(_ label: String, of call: FunctionCallExprSyntax) -> String? {
        guard let literal = call.arguments.first(where: { $0.label?.unescapedText == label })?.expression.as(StringLiteralExprSyntax.self),
              literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        record(call: .other, at: node.calledExpression, arguments: node.arguments)
        return .visitChildren
    }

    private func record(call callee: @autoclosure () -> CallFact.Callee, at expression: ExprSyntax, arguments: LabeledExprListSyntax, trailingClosures: Int = 0) {
        guard let dependenciesArgument = arguments.first(where: { $0.label?.unescapedText == "dependencies" || $0.label?.unescapedText == Names.externalDependenciesProperty }) else { return }
        facts.calls.append(CallFact(
            callee: callee(),
            offset: Self.callOffset(expression),
            labels: arguments.map { argument in
                ArgumentFact(
                    label: argument.label?.unescapedText ?? "_",
                    offset: argument.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: Self.contentEnd(Syntax(argument), comma: argument.trailingComma)
                )
            },
            argument: argumentKind(dependenciesArgument.expression),
            argumentLabel: dependenciesArgument.label?.unescapedText ?? "dependencies",
            context: context.reversed(),
            argumentCall: Self.calledFunction(in: dependenciesArgument.expression),
            argumentHolder: Self.dependenciesHolder(in: dependenciesArgument.expression),
            parameterType: dependenciesArgument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "dependencies"
                ? dependenciesParameters.last { $0 != nil } ?? nil : nil,
            trailingClosures: trailingClosures,
            implicitType: Self.implicitType(of: expression),
            typeQualifier: Self.typeQualifier(of: expression)
        ))
    }

    /// Where a call is reported: where what it calls is written, or for a method called on a value built
    /// before it (`VStack { … }.autoExpand(…)`, `make().run(…)`), at the method's `.`, not where that value starts.
    static func callOffset(_ expression: ExprSyntax) -> Int {
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           !base.is(DeclReferenceExprSyntax.self), !base.is(MemberAccessExprSyntax.self), !base.is(GenericSpecializationExprSyntax.self),
           !base.is(SuperExprSyntax.self), !base.is(TypeExprSyntax.self) {
            return member.period.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        return expression.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// `Orders` in `Orders.Row(…)`, `Orders.Row<D>(…)` or `Orders.Row.init(…)`, `Shop.Orders` in
    /// `Shop.Orders.Row(…)`: the upper-case names written before a type's.
    static func typeQualifier(of expression: ExprSyntax) -> String? {
        var expression = expression
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) { expression = specialized.expression }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            expression = base
            if let specialized = expression.as(GenericSpecializationExprSyntax.self) { expression = specialized.expression }
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text.first?.isUppercase == true else { return nil }
        var base = member.base
        if let specialized = base?.as(GenericSpecializationExprSyntax.self) { base = specialized.expression }
        // `Self.Row` is looked up from the type it is written in, as a plain `Row` is first.
        guard let path = base.flatMap(typePath), path != "Self" else { return nil }
        return path.hasPrefix("Self.") ? String(path.dropFirst(5)) : path
    }

    /// Where the type of `.make(…)` comes from, for a static member written without its type.
    static func implicitType(of expression: ExprSyntax) -> CallFact.Callee? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text != "init",
              case .implicitInit(let typeName, let property, let argumentOf) = implicitInit(expression), typeName != nil || property != nil
        else { return nil }
        return .implicitInit(typeName: typeName, property: property, argumentOf: argumentOf)
    }

    /// `Pane(environment: dependencies)`: a child whose initializer takes the caller's own dependencies
    /// under another label (or none) is a child all the same, found by the value passed.
    private func recordOtherLabel(_ node: FunctionCallExprSyntax) {
        guard tracksNames, !node.arguments.contains(where: { $0.label?.unescapedText == "dependencies" || $0.label?.unescapedText == Names.externalDependenciesProperty }),
              !node.calledExpression.is(GenericSpecializationExprSyntax.self),
              node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.is(GenericSpecializationExprSyntax.self) != true,
              case .type = Self.callee(node.calledExpression),
              let passed = node.arguments.first(where: { argumentKind($0.expression) == .own })
        else { return }
        facts.calls.append(CallFact(
            callee: Self.callee(node.calledExpression),
            offset: Self.callOffset(node.calledExpression),
            labels: node.arguments.map { argument in
                ArgumentFact(label: argument.label?.unescapedText ?? "_", offset: argument.positionAfterSkippingLeadingTrivia.utf8Offset, end: Self.contentEnd(Syntax(argument), comma: argument.trailingComma))
            },
            argument: .own,
            argumentLabel: passed.label?.unescapedText ?? "_",
            context: context.reversed(),
            typeQualifier: Self.typeQualifier(of: node.calledExpression)
        ))
    }

    /// `EventView<Dependencies>()` or `Child<Dependencies>.init()`: a child made over the caller's own
    /// `Dependencies` that gets them later (`view.dependencies = dependencies`) is a child all the same.
    private func recordSpecialized(_ node: FunctionCallExprSyntax) {
        guard !node.arguments.contains(where: { $0.label?.unescapedText == "dependencies" || $0.label?.unescapedText == Names.externalDependenciesProperty }) else { return }
        var called = node.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { called = base }
        guard let specialized = called.as(GenericSpecializationExprSyntax.self),
              let name = specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
              specialized.genericArgumentClause.arguments.contains(where: { $0.argument.textWithoutTrivia == Names.dependencies })
        else { return }
        facts.calls.append(CallFact(
            callee: .type(name),
            offset: node.calledExpression.positionAfterSkippingLeadingTrivia.utf8Offset,
            labels: node.arguments.map { argument in
                ArgumentFact(label: argument.label?.unescapedText ?? "_", offset: argument.positionAfterSkippingLeadingTrivia.utf8Offset, end: Self.contentEnd(Syntax(argument), comma: argument.trailingComma))
            },
            argument: .own,
            argumentLabel: "dependencies",
            context: context.reversed()
        ))
    }

    /// `let receipt: Receipt<Dependencies>`, `-> [Row<Dependencies>]`: a type made over the caller's own
    /// `Dependencies` needs them to satisfy its typealias whether or not the caller creates it, so it is
    /// a child all the same. Kept apart and added after the file's calls, so that a child the file also
    /// creates is reported where it is created.
    private func recordMention(_ node: IdentifierTypeSyntax) {
        guard tracksNames, !typeStack.isEmpty || !functionStack.isEmpty, let arguments = node.genericArgumentClause?.arguments,
              node.name.text.first?.isUppercase == true,
              arguments.contains(where: { $0.argument.textWithoutTrivia == Names.dependencies }),
              Self.existentialUse(of: Syntax(node)) != nil
        else { return }
        // One "label" per generic argument, the caller's `Dependencies` marked: the child must take them
        // in that place (`Pane<Dependencies, Local>` fills `Pane<Item, Dependencies>`'s `Item`).
        mentions.append(CallFact(
            callee: .type(node.name.text),
            offset: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            labels: arguments.map { argument in
                ArgumentFact(
                    label: argument.argument.textWithoutTrivia == Names.dependencies ? CallFact.mentionedDependencies : "_",
                    offset: argument.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: argument.endPositionBeforeTrailingTrivia.utf8Offset
                )
            },
            argument: .own,
            argumentLabel: "dependencies",
            context: context.reversed(),
            isMention: true
        ))
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard tracksNames else { return .visitChildren }
        let name = node.baseName.text
        facts.referencedNames.insert(name)
        if let arguments = node.argumentNames {
            facts.compoundNames.insert(name + "(" + arguments.arguments.map { $0.name.text + ":" }.joined() + ")")
        }
        // Into the innermost declarations only; each passes its names outward when it ends.
        if let index = typeStack.last { facts.types[index].referencedNames.insert(name) }
        if let index = functionStack.last { facts.functions[index].referencedNames.insert(name) }
        return .visitChildren
    }

    /// `$dependencies.session.selectedTab`: every member of a chain that starts at a projected value.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        var base = node.base
        while let member = base?.as(MemberAccessExprSyntax.self) { base = member.base }
        if let root = base?.as(DeclReferenceExprSyntax.self), root.baseName.text.hasPrefix("$") {
            facts.boundNames.insert(node.declName.baseName.text)
        }
        // `externalDependencies.clock` or `self.externalDependencies.clock`, in the innermost type.
        let direct = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        let throughSelf = node.base?.as(MemberAccessExprSyntax.self).flatMap { member in
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? member.declName.baseName.text : nil
        }
        if (direct ?? throughSelf) == Names.externalDependenciesProperty, let index = typeStack.last {
            facts.types[index].externalReads.append((node.declName.baseName.text, node.declName.positionAfterSkippingLeadingTrivia.utf8Offset))
        }
        return .visitChildren
    }

    /// `\.session.selectedTab`: a key path may be writable, so what it reaches stays settable.
    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
        facts.boundNames.insert(node.declName.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if tracksNames { noteTypeName(name) }
        recordMention(node)
        if name.hasSuffix(Names.dependencies), let isAny = Self.existentialUse(of: Syntax(node)) {
            facts.dependencyTypeReferences.append(TypeReferenceFact(
                name: name,
                offset: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                isAny: isAny,
                enclosingType: enclosingTypeNames.isEmpty ? nil : enclosingTypeNames.joined(separator: "."),
                isParameter: Self.isParameter(Syntax(node)),
                function: context.last { if case .function = $0.kind { true } else { false } }?.name,
                isReturnType: Self.isReturnType(Syntax(node))
            ))
        }
        return .visitChildren
    }

    /// A name written as a type, kept with the file's referenced names: what a file names this way (a
    /// child in a parameter, a superclass) is what it creates or builds on. Typealiases' and protocols'
    /// names of dependencies and the standard library's most common types say nothing of that, and are
    /// left out to keep the facts small.
    private func noteTypeName(_ name: String) {
        guard !name.hasSuffix(Names.dependencies), !name.hasSuffix("Dependency"), !Self.commonTypeNames.contains(name) else { return }
        facts.referencedNames.insert(name)
    }

    private static let commonTypeNames: Set<String> = [
        "String", "Int", "Bool", "Double", "Float", "Void", "Array", "Dictionary", "Set", "Optional", "Any",
        "AnyObject", "Self", "Never", "Error", "Data", "Date", "URL", "UUID", "View", "Character", "Substring",
    ]

    /// `MainView.Dependencies` written as a type: a typealias nested in another type.
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if tracksNames { noteTypeName(name) }
        if name.hasSuffix(Names.dependencies), let base = Self.lastName(of: node.baseType), let isAny = Self.existentialUse(of: Syntax(node)) {
            facts.dependencyTypeReferences.append(TypeReferenceFact(
                name: "\(base).\(name)",
                offset: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                isAny: isAny,
                enclosingType: enclosingTypeNames.isEmpty ? nil : enclosingTypeNames.joined(separator: "."),
                isParameter: Self.isParameter(Syntax(node)),
                function: context.last { if case .function = $0.kind { true } else { false } }?.name,
                isReturnType: Self.isReturnType(Syntax(node))
            ))
        }
        return .visitChildren
    }
}
