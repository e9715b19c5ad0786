import SwiftSyntax

/// Entering and leaving the types and functions the collector walks: the fact each declaration
/// opens, and the context its members are read in.
extension FactCollector {
    /// Closes the innermost type; what it referenced counts for the type around it.
    func leaveType() {
        context.removeLast()
        let ended = typeStack.removeLast()
        if let outer = typeStack.last, !facts.types[ended].referencedNames.isEmpty {
            facts.types[outer].referencedNames.formUnion(facts.types[ended].referencedNames)
        }
    }

    /// The names of the types around the current point, outermost first.
    var enclosingTypeNames: [String] {
        context.flatMap { entry -> [String] in
            guard case .type = entry.kind else { return [] }
            // An extension of a nested type is named by its path.
            return entry.name.utf8.contains(UInt8(ascii: ".")) ? entry.name.split(separator: ".").map(String.init) : [entry.name]
        }
    }

    /// Whether the declaration is visible outside its module.
    /// The access level a declaration writes (`public`, `internal import`), if it writes one.
    static func accessModifier(_ modifiers: DeclModifierListSyntax) -> String? {
        modifiers.first { accessLevels.contains($0.name.text) }?.name.text
    }

    static func isExported(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { exportingLevels.contains($0.name.text) }
    }

    private static let accessLevels: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]
    private static let exportingLevels: Set<String> = ["public", "open", "package"]

    /// Records a type, protocol or extension and makes it the context of its members.
    func enterType(
        _ kind: TypeFact.Kind,
        name: TokenSyntax,
        attributes: AttributeListSyntax,
        modifiers: DeclModifierListSyntax,
        generics: GenericParameterClauseSyntax?,
        whereClause: GenericWhereClauseSyntax? = nil,
        inheritance: InheritanceClauseSyntax?,
        members: MemberBlockSyntax
    ) -> SyntaxVisitorContinueKind {
        let parameters = Self.genericParameters(generics, whereClause: whereClause)
        let declarations = Self.declarations(members)
        var type = TypeFact(
            kind: kind,
            name: name.text,
            offset: name.positionAfterSkippingLeadingTrivia.utf8Offset,
            genericParameters: parameters,
            inherited: Self.inherited(inheritance) + (kind == .protocol ? Self.inheritedThroughSelf(whereClause) : []),
            properties: Self.properties(declarations),
            functionNames: Self.functionNames(declarations),
            associatedTypes: [],
            requirements: []
        )
        if kind != .protocol { type.variableDependenciesOffset = Self.storedVariable(named: "dependencies", in: members) }
        type.bodyEnd = members.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        type.declaresInitializer = declarations.contains { $0.is(InitializerDeclSyntax.self) }
        type.hasInterfaceBuilderMembers = kind == .class && Self.hasInterfaceBuilderMembers(declarations)
        type.isIsolated = kind == .actor || (kind != .protocol && Self.hasGlobalActor(attributes))
        if kind != .protocol { type.staticStoredMembers = Self.staticStoredMembers(declarations) }
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

    /// Records a function, initializer or subscript and makes it the context of its body.
    func enterFunction(
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
        // A parameter of the dependencies' type under another name (`deps: Dependencies`) holds them too.
        var bound: [String: DependenciesArgument] = [:]
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).unescapedText
            guard name != "_", name != "dependencies", name != Names.externalDependenciesProperty else { continue }
            switch parameter.type.trimmedDescription {
            case Names.dependencies: bound[name] = .own
            case Names.externalDependencies: bound[name] = .external
            default: break
            }
        }
        aliasScopes.append(bound)
        dependenciesParameters.append(parameters.first { ($0.secondName ?? $0.firstName).unescapedText == "dependencies" }?.type.trimmedDescription)
        facts.functions.append(FunctionFact(
            name: name,
            enclosingType: enclosingType,
            offset: token.positionAfterSkippingLeadingTrivia.utf8Offset,
            genericParameters: genericParameters,
            parameterLabels: parameters.map { parameter in
                ParameterFact(
                    label: parameter.firstName.unescapedText,
                    offset: parameter.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: Self.contentEnd(Syntax(parameter), comma: parameter.trailingComma),
                    typeName: Self.baseName(of: parameter.type),
                    isOptionalAtCallSites: parameter.defaultValue != nil || parameter.ellipsis != nil,
                    isVariadic: parameter.ellipsis != nil,
                    composition: parameter.type.is(CompositionTypeSyntax.self) || parameter.type.as(SomeOrAnyTypeSyntax.self)?.constraint.is(CompositionTypeSyntax.self) == true
                        ? Self.components(of: parameter.type.as(SomeOrAnyTypeSyntax.self)?.constraint ?? parameter.type).map(\.name) : [],
                    name: parameter.secondName?.unescapedText,
                    isOpaque: parameter.type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.tokenKind == .keyword(.some)
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

    /// Closes the innermost function; what it referenced counts for the function around it.
    func leaveFunction() {
        context.removeLast()
        let ended = functionStack.removeLast()
        if let outer = functionStack.last, !facts.functions[ended].referencedNames.isEmpty {
            facts.functions[outer].referencedNames.formUnion(facts.functions[ended].referencedNames)
        }
        aliasScopes.removeLast()
        dependenciesParameters.removeLast()
    }
}
