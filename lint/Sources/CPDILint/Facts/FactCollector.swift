import SwiftParser
import SwiftSyntax

/// Walks one syntax tree once and records the facts the rules need.
final class FactCollector: SyntaxVisitor {
    private(set) var facts: FileFacts
    private var context: [ContextFact] = []
    private let collectsSuppressions: Bool
    /// Whether the file mentions dependencies at all: only then can what it references matter.
    private let tracksNames: Bool
    /// Indices into `facts.types` and `facts.functions` of the declarations being walked.
    private var typeStack: [Int] = []
    private var functionStack: [Int] = []
    /// Per function being walked: local names bound to the caller's own dependencies.
    private var aliasScopes: [Set<String>] = []

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
        if collector.collectsSuppressions {
            collector.collectSuppressions(in: tree)
        }
        if tree.hasError { collector.facts.syntaxErrorOffset = firstSyntaxError(in: tree) }
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
        return 0
    }

    // MARK: Declarations

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.struct, name: node.name, modifiers: node.modifiers, generics: node.genericParameterClause, whereClause: node.genericWhereClause, inheritance: node.inheritanceClause, members: node.memberBlock)
    }

    override func visitPost(_ node: StructDeclSyntax) { leaveType() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.class, name: node.name, modifiers: node.modifiers, generics: node.genericParameterClause, whereClause: node.genericWhereClause, inheritance: node.inheritanceClause, members: node.memberBlock)
    }

    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.enum, name: node.name, modifiers: node.modifiers, generics: node.genericParameterClause, whereClause: node.genericWhereClause, inheritance: node.inheritanceClause, members: node.memberBlock)
    }

    override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.actor, name: node.name, modifiers: node.modifiers, generics: node.genericParameterClause, whereClause: node.genericWhereClause, inheritance: node.inheritanceClause, members: node.memberBlock)
    }

    override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.protocol, name: node.name, modifiers: node.modifiers, generics: nil, whereClause: node.genericWhereClause, inheritance: node.inheritanceClause, members: node.memberBlock)
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.lastName(of: node.extendedType) ?? node.extendedType.textWithoutTrivia
        var type = TypeFact(
            kind: .extension,
            name: name,
            offset: node.extendedType.positionAfterSkippingLeadingTrivia.utf8Offset,
            genericParameters: [],
            inherited: Self.inherited(node.inheritanceClause),
            properties: Self.properties(node.memberBlock),
            functionNames: Self.functionNames(node.memberBlock),
            associatedTypes: [],
            requirements: []
        )
        type.objCMembers = Self.objCMembers(node)
        type.enclosingTypes = node.extendedType.textWithoutTrivia.split(separator: ".").dropLast().map { String($0.prefix { $0 != "<" }) }
        // `extension Feature where Dependencies: RatingDependencies` adds to what the type requires here.
        let refined = Self.applying(node.genericWhereClause, to: [
            GenericParameterFact(name: Names.dependencies, constraints: [], constraintOffsets: [], offset: type.offset),
        ]).filter { !$0.constraints.isEmpty }
        type.genericParameters = refined
        typeStack.append(facts.types.count)
        facts.types.append(type)
        context.append(ContextFact(kind: .type(.extension), name: name, genericParameters: refined))
        return .visitChildren
    }

    private func leaveType() {
        context.removeLast()
        let ended = typeStack.removeLast()
        if let outer = typeStack.last, !facts.types[ended].referencedNames.isEmpty {
            facts.types[outer].referencedNames.formUnion(facts.types[ended].referencedNames)
        }
    }

    /// The names of the types around the current point, outermost first.
    private var enclosingTypeNames: [String] {
        context.compactMap { if case .type = $0.kind { $0.name } else { nil } }
    }

    private static func isExported(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["public", "open", "package"].contains($0.name.text) }
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

    private func enterType(
        _ kind: TypeFact.Kind,
        name: TokenSyntax,
        modifiers: DeclModifierListSyntax,
        generics: GenericParameterClauseSyntax?,
        whereClause: GenericWhereClauseSyntax? = nil,
        inheritance: InheritanceClauseSyntax?,
        members: MemberBlockSyntax
    ) -> SyntaxVisitorContinueKind {
        let parameters = Self.genericParameters(generics, whereClause: whereClause)
        var type = TypeFact(
            kind: kind,
            name: name.text,
            offset: name.positionAfterSkippingLeadingTrivia.utf8Offset,
            genericParameters: parameters,
            inherited: Self.inherited(inheritance),
            properties: Self.properties(members),
            functionNames: Self.functionNames(members),
            associatedTypes: [],
            requirements: []
        )
        if kind != .protocol { type.variableDependenciesOffset = Self.storedVariable(named: "dependencies", in: members) }
        type.bodyEnd = members.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        type.declaresInitializer = members.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
        if kind == .protocol {
            for member in members.members {
                if let associated = member.decl.as(AssociatedTypeDeclSyntax.self) {
                    let inherited = Self.inherited(associated.inheritanceClause)
                    let fact = GenericParameterFact(
                        name: associated.name.text,
                        constraints: inherited.map(\.name),
                        constraintOffsets: inherited.map(\.offset),
                        offset: associated.name.positionAfterSkippingLeadingTrivia.utf8Offset
                    )
                    type.associatedTypes.append(fact)
                } else if member.decl.is(TypeAliasDeclSyntax.self) {
                    continue
                } else {
                    type.requirements.append(Self.requirement(member.decl))
                }
            }
        }
        type.enclosingTypes = enclosingTypeNames
        type.isExported = Self.isExported(modifiers)
        typeStack.append(facts.types.count)
        if kind == .protocol {
            // `protocol Refined: Base where Dependencies: RefinedDependencies`.
            type.associatedTypes = Self.applying(whereClause, to: type.associatedTypes)
            if !type.associatedTypes.contains(where: { $0.name == Names.dependencies }), let extra = Self.applying(whereClause, to: [
                GenericParameterFact(name: Names.dependencies, constraints: [], constraintOffsets: [], offset: name.positionAfterSkippingLeadingTrivia.utf8Offset),
            ]).first, !extra.constraints.isEmpty {
                type.associatedTypes.append(extra)
            }
        }
        facts.types.append(type)
        context.append(ContextFact(kind: .type(kind), name: name.text, genericParameters: parameters))
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let access = node.modifiers.first { ["public", "open", "package", "internal", "fileprivate", "private"].contains($0.name.text) }?.name.text
        facts.typealiases.append(TypealiasFact(
            name: node.name.text,
            offset: node.name.positionAfterSkippingLeadingTrivia.utf8Offset,
            line: facts.lines.line(of: node.name.positionAfterSkippingLeadingTrivia.utf8Offset),
            components: Self.components(of: node.initializer.value),
            end: node.endPositionBeforeTrailingTrivia.utf8Offset,
            isExported: ["public", "open", "package"].contains(access ?? ""),
            accessModifier: access,
            enclosingTypes: enclosingTypeNames,
            isComposition: Self.isComposition(node.initializer.value)
        ))
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterFunction(node.name.text, offset: node.name, modifiers: node.modifiers, generics: node.genericParameterClause, whereClause: node.genericWhereClause, parameters: node.signature.parameterClause.parameters)
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

    private func enterFunction(
        _ name: String,
        offset token: TokenSyntax,
        modifiers: DeclModifierListSyntax,
        generics: GenericParameterClauseSyntax?,
        whereClause: GenericWhereClauseSyntax? = nil,
        parameters: FunctionParameterListSyntax
    ) -> SyntaxVisitorContinueKind {
        let genericParameters = Self.genericParameters(generics, whereClause: whereClause)
        let enclosingType = context.last { if case .type = $0.kind { true } else { false } }?.name
        functionStack.append(facts.functions.count)
        aliasScopes.append([])
        facts.functions.append(FunctionFact(
            name: name,
            enclosingType: enclosingType,
            offset: token.positionAfterSkippingLeadingTrivia.utf8Offset,
            genericParameters: genericParameters,
            parameterLabels: parameters.map { parameter in
                ParameterFact(
                    label: parameter.firstName.text,
                    offset: parameter.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: Self.contentEnd(Syntax(parameter), comma: parameter.trailingComma),
                    typeName: Self.baseName(of: parameter.type),
                    isOptionalAtCallSites: parameter.defaultValue != nil || parameter.ellipsis != nil,
                    composition: parameter.type.is(CompositionTypeSyntax.self) || parameter.type.as(SomeOrAnyTypeSyntax.self)?.constraint.is(CompositionTypeSyntax.self) == true
                        ? Self.components(of: parameter.type.as(SomeOrAnyTypeSyntax.self)?.constraint ?? parameter.type).map(\.name) : []
                )
            },
            isExported: Self.isExported(modifiers),
            enclosingTypes: enclosingTypeNames
        ))
        context.append(ContextFact(
            kind: .function,
            name: name,
            genericParameters: genericParameters,
            enclosingType: enclosingType
        ))
        return .visitChildren
    }

    private func leaveFunction() {
        context.removeLast()
        let ended = functionStack.removeLast()
        if let outer = functionStack.last, !facts.functions[ended].referencedNames.isEmpty {
            facts.functions[outer].referencedNames.formUnion(facts.functions[ended].referencedNames)
        }
        aliasScopes.removeLast()
    }

    // A getter or a result builder's body is a scope for local copies, as a function's body is.
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        aliasScopes.append([])
        return .visitChildren
    }

    override func visitPost(_ node: AccessorBlockSyntax) { aliasScopes.removeLast() }

    /// `let d = dependencies` makes `d` the caller's own dependencies too.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard tracksNames, !aliasScopes.isEmpty else { return .visitChildren }
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let value = binding.initializer?.value, argumentKind(value) == .own {
                aliasScopes[aliasScopes.count - 1].insert(name)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first {
            facts.imports.append(ImportFact(module: module.name.text, offset: module.positionAfterSkippingLeadingTrivia.utf8Offset))
        }
        return .skipChildren
    }

    // MARK: Expressions

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        record(call: Self.callee(node.calledExpression), at: node.calledExpression, arguments: node.arguments)
        if tracksNames, node.arguments.contains(where: { !["dependencies", Names.externalDependenciesProperty].contains($0.label?.text ?? "_") && argumentKind($0.expression) != .other }) {
            for index in typeStack { facts.types[index].handsOnDependenciesElsewhere = true }
        }
        return .visitChildren
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        record(call: .other, at: node.calledExpression, arguments: node.arguments)
        return .visitChildren
    }

    private func record(call callee: @autoclosure () -> CallFact.Callee, at expression: ExprSyntax, arguments: LabeledExprListSyntax) {
        guard let dependenciesArgument = arguments.first(where: { $0.label?.text == "dependencies" || $0.label?.text == Names.externalDependenciesProperty }) else { return }
        facts.calls.append(CallFact(
            callee: callee(),
            offset: expression.positionAfterSkippingLeadingTrivia.utf8Offset,
            labels: arguments.map { argument in
                ArgumentFact(
                    label: argument.label?.text ?? "_",
                    offset: argument.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: Self.contentEnd(Syntax(argument), comma: argument.trailingComma)
                )
            },
            argument: argumentKind(dependenciesArgument.expression),
            argumentLabel: dependenciesArgument.label?.text ?? "dependencies",
            context: context.reversed()
        ))
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard tracksNames else { return .visitChildren }
        let name = node.baseName.text
        facts.referencedNames.insert(name)
        // Into the innermost declarations only; each passes its names outward when it ends.
        if let index = typeStack.last { facts.types[index].referencedNames.insert(name) }
        if let index = functionStack.last { facts.functions[index].referencedNames.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if name.hasSuffix(Names.dependencies), let isAny = Self.existentialUse(of: Syntax(node)) {
            facts.dependencyTypeReferences.append(TypeReferenceFact(
                name: name,
                offset: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                isAny: isAny,
                enclosingType: enclosingTypeNames.first,
                isParameter: Self.isParameter(Syntax(node)),
                function: context.last { if case .function = $0.kind { true } else { false } }?.name,
                isReturnType: Self.isReturnType(Syntax(node))
            ))
        }
        return .visitChildren
    }

    /// `MainView.Dependencies` written as a type: a typealias nested in another type.
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if name.hasSuffix(Names.dependencies), let base = Self.lastName(of: node.baseType), let isAny = Self.existentialUse(of: Syntax(node)) {
            facts.dependencyTypeReferences.append(TypeReferenceFact(
                name: "\(base).\(name)",
                offset: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                isAny: isAny,
                enclosingType: enclosingTypeNames.first,
                isParameter: Self.isParameter(Syntax(node)),
                function: context.last { if case .function = $0.kind { true } else { false } }?.name,
                isReturnType: Self.isReturnType(Syntax(node))
            ))
        }
        return .visitChildren
    }

    // MARK: Helpers

    private func collectSuppressions(in tree: SourceFileSyntax) {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                if case .lineComment(let text) = piece {
                    facts.suppressions.add(comment: text, offset: offset, line: facts.lines.line(of: offset))
                } else if case .blockComment(let text) = piece {
                    facts.suppressions.add(comment: text, offset: offset, line: facts.lines.line(of: offset))
                }
                offset += piece.sourceLength.utf8Length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia {
                if case .lineComment(let text) = piece {
                    facts.suppressions.add(comment: text, offset: offset, line: facts.lines.line(of: offset))
                } else if case .blockComment(let text) = piece {
                    facts.suppressions.add(comment: text, offset: offset, line: facts.lines.line(of: offset))
                }
                offset += piece.sourceLength.utf8Length
            }
        }
    }

    /// `nil` when the `…Dependencies` type at `node` is a constraint, conformance, composition or
    /// opaque type; otherwise whether it is spelled `any`.
    private static func existentialUse(of node: Syntax) -> Bool? {
        var isAny = false
        var current = node.parent
        while let parent = current {
            if parent.is(TypeAliasDeclSyntax.self) || parent.is(GenericParameterSyntax.self)
                || parent.is(InheritanceClauseSyntax.self) || parent.is(GenericRequirementSyntax.self)
                || parent.is(SameTypeRequirementSyntax.self) {
                return nil
            }
            if let someOrAny = parent.as(SomeOrAnyTypeSyntax.self) {
                if someOrAny.someOrAnySpecifier.text == "some" { return nil }
                isAny = true
            }
            if parent.is(DeclSyntax.self) || parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self)
                || parent.is(FunctionParameterSyntax.self) || parent.is(TypeAnnotationSyntax.self)
                || parent.is(ReturnClauseSyntax.self) || parent.is(ExprSyntax.self) {
                return isAny
            }
            current = parent.parent
        }
        return isAny
    }

    /// Whether a type is written as what a function or closure returns.
    private static func isReturnType(_ node: Syntax) -> Bool {
        isWritten(node, in: ReturnClauseSyntax.self)
    }

    /// Whether a type is written as a function's parameter type.
    private static func isParameter(_ node: Syntax) -> Bool {
        isWritten(node, in: FunctionParameterSyntax.self)
    }

    /// Whether `node` sits inside a `Kind` node of the declaration it belongs to.
    private static func isWritten<Kind: SyntaxProtocol>(_ node: Syntax, in kind: Kind.Type) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(DeclSyntax.self) {
            if parent.is(kind) { return true }
            current = parent.parent
        }
        return false
    }

    /// Where `node` ends, leaving out its trailing comma.
    private static func contentEnd(_ node: Syntax, comma: TokenSyntax?) -> Int {
        guard let comma, let last = comma.previousToken(viewMode: .sourceAccurate) else {
            return node.endPositionBeforeTrailingTrivia.utf8Offset
        }
        return last.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// Whether `expression` is the caller's own dependencies: `dependencies`, `self.dependencies`,
    /// `model.dependencies`, a local copy; or its splice's outer half; or `self`.
    private func argumentKind(_ expression: ExprSyntax) -> DependenciesArgument {
        var expression = expression
        while true {
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression; continue }
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                expression = only.expression
                continue
            }
            break
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            switch reference.baseName.text {
            case "dependencies": return .own
            case Names.externalDependenciesProperty: return .external
            case "self": return .this
            case let name where aliasScopes.contains(where: { $0.contains(name) }): return .own
            default: return .other
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            switch member.declName.baseName.text {
            case "dependencies": return .own
            case Names.externalDependenciesProperty where member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self": return .external
            default: return .other
            }
        }
        return .other
    }

    private static func callee(_ expression: ExprSyntax) -> CallFact.Callee {
        var expression = expression
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            expression = specialized.expression
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isUppercase == true ? .type(name) : .function(name)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "init", member.base?.is(SuperExprSyntax.self) == true { return .superInit }
            if name == "init", member.base == nil { return implicitInit(expression) }
            var base = member.base
            if let specialized = base?.as(GenericSpecializationExprSyntax.self) { base = specialized.expression }
            let baseName = base?.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if name == "init", let baseName { return .type(baseName) }
            if name.first?.isUppercase == true, base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true,
               baseName != nil {
                return .type(name) // Module.Type(…)
            }
            return .member(base: baseName, name: name)
        }
        return .other
    }

    /// `.init(…)`: the type comes from `let x: T = .init(…)`, or from the property in `self.x = .init(…)`.
    private static func implicitInit(_ expression: ExprSyntax) -> CallFact.Callee {
        var node = Syntax(expression).parent
        var returned = false
        while let current = node {
            // An argument: `DetailView(model: .init(dependencies: dependencies))`.
            if let argument = current.as(LabeledExprSyntax.self), let label = argument.label?.text,
               argument.expression.as(FunctionCallExprSyntax.self)?.calledExpression.id == expression.id,
               let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), case .type(let type) = callee(call.calledExpression) {
                return .implicitInit(typeName: nil, property: label, argumentOf: type)
            }
            if current.is(ReturnStmtSyntax.self) { returned = true }
            // The value a getter or function returns: its declared type.
            if let function = current.as(FunctionDeclSyntax.self) {
                return .implicitInit(typeName: returned ? function.signature.returnClause.flatMap { baseName(of: $0.type) } : nil, property: nil)
            }
            if let item = current.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
               returned || list.count == 1, list.parent?.is(ClosureExprSyntax.self) != true {
                returned = true
                node = list.parent
                continue
            }
            if let binding = current.as(PatternBindingSyntax.self) {
                let typeName = binding.typeAnnotation.flatMap { baseName(of: $0.type) }
                let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                return .implicitInit(typeName: typeName, property: typeName == nil ? property : nil)
            }
            if let sequence = current.as(SequenceExprSyntax.self), sequence.elements.count == 3,
               let first = sequence.elements.first, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
                let property = first.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? first.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                return .implicitInit(typeName: nil, property: property)
            }
            if let assignment = current.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self) {
                let property = assignment.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? assignment.leftOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                return .implicitInit(typeName: nil, property: property)
            }
            if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) { break }
            node = current.parent
        }
        return .implicitInit(typeName: nil, property: nil)
    }

    /// Whether a typealias's right-hand side is protocols or typealiases joined by `&`.
    private static func isComposition(_ type: TypeSyntax) -> Bool {
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.allSatisfy { isComposition($0.type) }
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isComposition(only.type)
        }
        if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) { return isComposition(someOrAny.constraint) }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.genericArgumentClause == nil && identifier.name.text != "Any" }
        if let member = type.as(MemberTypeSyntax.self) { return member.genericArgumentClause == nil }
        return false
    }

    /// The name a parameter's type is built on: `Foo` for `Foo`, `some Foo`, `any Foo`, `Foo<X>`, `M.Foo`.
    static func baseName(of type: TypeSyntax) -> String? {
        if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) { return baseName(of: someOrAny.constraint) }
        return lastName(of: type)
    }

    static func lastName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let attributed = type.as(AttributedTypeSyntax.self) { return lastName(of: attributed.baseType) }
        return nil
    }

    private static func genericArguments(of type: TypeSyntax) -> [String] {
        let clause = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause ?? type.as(MemberTypeSyntax.self)?.genericArgumentClause
        return clause?.arguments.map { $0.argument.textWithoutTrivia } ?? []
    }

    private static func components(of type: TypeSyntax) -> [(name: String, offset: Int, end: Int)] {
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { components(of: $0.type) }
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return components(of: only.type)
        }
        // `Printer.Dependencies`: a typealias nested in a type, keyed by its qualified name.
        if let member = type.as(MemberTypeSyntax.self), member.name.text == Names.dependencies, let base = lastName(of: member.baseType) {
            return [("\(base).Dependencies", type.positionAfterSkippingLeadingTrivia.utf8Offset, type.endPositionBeforeTrailingTrivia.utf8Offset)]
        }
        if let name = lastName(of: type) {
            return [(name, type.positionAfterSkippingLeadingTrivia.utf8Offset, type.endPositionBeforeTrailingTrivia.utf8Offset)]
        }
        return []
    }

    private static func genericParameters(_ clause: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?) -> [GenericParameterFact] {
        guard let clause else { return [] }
        let parameters = clause.parameters.map { parameter in
            let constraints = parameter.inheritedType.map { components(of: $0) } ?? []
            return GenericParameterFact(
                name: parameter.name.text,
                constraints: constraints.map(\.name),
                constraintOffsets: constraints.map(\.offset),
                offset: parameter.name.positionAfterSkippingLeadingTrivia.utf8Offset
            )
        }
        return applying(whereClause, to: parameters)
    }

    /// Adds `where Dependencies: FooDependencies` to the constraints of the parameter it names.
    private static func applying(_ whereClause: GenericWhereClauseSyntax?, to parameters: [GenericParameterFact]) -> [GenericParameterFact] {
        var parameters = parameters
        for requirement in whereClause?.requirements ?? [] {
            guard let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
                  let name = lastName(of: conformance.leftType),
                  let index = parameters.firstIndex(where: { $0.name == name })
            else { continue }
            let constraints = components(of: conformance.rightType)
            parameters[index].constraints += constraints.map(\.name)
            parameters[index].constraintOffsets += constraints.map(\.offset)
        }
        return parameters
    }

    private static func inherited(_ clause: InheritanceClauseSyntax?) -> [InheritedFact] {
        clause?.inheritedTypes.flatMap { inherited -> [InheritedFact] in
            let parts = inherited.type.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [inherited.type]
            return parts.compactMap { part in
                lastName(of: part).map {
                    InheritedFact(name: $0, genericArguments: genericArguments(of: part), offset: part.positionAfterSkippingLeadingTrivia.utf8Offset)
                }
            }
        } ?? []
    }

    private static func properties(_ members: MemberBlockSyntax) -> [(name: String, type: String?, isStored: Bool)] {
        members.members.flatMap { member -> [(name: String, type: String?, isStored: Bool)] in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return [] }
            return variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                let isStored: Bool = switch binding.accessorBlock?.accessors {
                case .none: true
                case .getter: false
                case .accessors(let accessors): accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
                }
                return (name, binding.typeAnnotation?.type.textWithoutTrivia, isStored)
            }
        }
    }

    /// Where `var name` is declared as a stored property of the body, if it is.
    private static func storedVariable(named name: String, in members: MemberBlockSyntax) -> Int? {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if case .getter = binding.accessorBlock?.accessors { continue }
                if case .accessors(let accessors) = binding.accessorBlock?.accessors, accessors.contains(where: { ["get", "set"].contains($0.accessorSpecifier.text) }) { continue }
                return variable.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset
            }
        }
        return nil
    }

    /// Attributes that make a declaration `@objc`.
    private static let objCAttributes: Set<String> = ["objc", "IBAction", "IBOutlet", "IBInspectable", "IBSegueAction", "NSManaged"]

    private static func isObjC(_ attributes: AttributeListSyntax?) -> Bool {
        attributes?.contains { element in
            element.as(AttributeSyntax.self).map { objCAttributes.contains($0.attributeName.textWithoutTrivia) } ?? false
        } ?? false
    }

    /// The names of an extension's `@objc` members (all of them in an `@objc extension`).
    private static func objCMembers(_ node: ExtensionDeclSyntax) -> [String] {
        let whole = isObjC(node.attributes)
        return node.memberBlock.members.compactMap { member in
            let decl = member.decl
            guard whole || isObjC(decl.asProtocol(WithAttributesSyntax.self)?.attributes) else { return nil }
            if let function = decl.as(FunctionDeclSyntax.self) { return function.name.text }
            if let variable = decl.as(VariableDeclSyntax.self) { return variable.bindings.first?.pattern.textWithoutTrivia }
            return decl.is(InitializerDeclSyntax.self) ? "init" : nil
        }
    }

    private static func functionNames(_ members: MemberBlockSyntax) -> [String] {
        members.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text }
    }

    private static func requirement(_ decl: DeclSyntax) -> RequirementFact {
        let offset = decl.positionAfterSkippingLeadingTrivia.utf8Offset
        guard let variable = decl.as(VariableDeclSyntax.self) else {
            let kind = if decl.is(FunctionDeclSyntax.self) { "a function" } else if decl.is(InitializerDeclSyntax.self) {
                "an initializer"
            } else if decl.is(SubscriptDeclSyntax.self) { "a subscript" } else { "a declaration" }
            return RequirementFact(kind: .other(kind), offset: offset)
        }
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return RequirementFact(kind: .other("several properties"), offset: offset) }
        let isGetOnly: Bool = switch binding.accessorBlock?.accessors {
        case .accessors(let accessors): accessors.allSatisfy { $0.accessorSpecifier.text == "get" }
        case .getter, .none: false
        }
        return RequirementFact(
            kind: isGetOnly ? .getOnlyProperty(name: name) : .settableProperty(name: name),
            offset: offset,
            type: binding.typeAnnotation?.type.textWithoutTrivia
        )
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the array: a byte scan, cheaper than parsing.
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= count else { return false }
        return withUnsafeBufferPointer { haystack in
            var index = 0
            let last = haystack.count - needle.count
            while index <= last {
                if haystack[index] == first {
                    var matched = 1
                    while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                index += 1
            }
            return false
        }
    }
}

extension SyntaxProtocol {
    /// The node's text without its leading and trailing trivia, as `trimmedDescription` gives it, but
    /// cut from `description` instead of building a trimmed copy of the tree, which is costly on the
    /// properties of every type in a large repository.
    var textWithoutTrivia: String {
        let text = description.utf8
        let start = text.index(text.startIndex, offsetBy: leadingTriviaLength.utf8Length)
        let end = text.index(text.endIndex, offsetBy: -trailingTriviaLength.utf8Length)
        // By bytes: a file that is not valid UTF-8 can put a boundary inside a replaced character.
        return start < end ? String(decoding: text[start..<end], as: UTF8.self) : ""
    }
}
