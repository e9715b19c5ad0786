import SwiftSyntax

/// How the collector reads syntax: callees, arguments, types, generic parameters, members and
/// suppression comments, as the facts spell them.
extension FactCollector {
    func collectSuppressions(in tree: SourceFileSyntax) {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for (trivia, start) in [(token.leadingTrivia, token.position), (token.trailingTrivia, token.endPositionBeforeTrailingTrivia)] {
                var offset = start.utf8Offset
                for piece in trivia {
                    switch piece {
                    case .lineComment(let text), .blockComment(let text):
                        facts.suppressions.add(comment: text, offset: offset, line: facts.lines.line(of: offset))
                    default:
                        break
                    }
                    offset += piece.sourceLength.utf8Length
                }
            }
        }
    }

    /// `nil` when the `…Dependencies` type at `node` is a constraint, conformance, composition or
    /// opaque type; otherwise whether it is spelled `any`.
    static func existentialUse(of node: Syntax) -> Bool? {
        var isAny = false
        var current = node.parent
        while let parent = current {
            if parent.is(TypeAliasDeclSyntax.self) || parent.is(GenericParameterSyntax.self)
                || parent.is(InheritanceClauseSyntax.self) || parent.is(GenericRequirementSyntax.self)
                || parent.is(SameTypeRequirementSyntax.self) {
                return nil
            }
            // `KeyPath<AllDependencies, T>` selects a member of values of that type, `AllDependencies.Type`
            // is a metatype, and `self as AllDependencies` a cast: none holds dependencies.
            if parent.is(MetatypeTypeSyntax.self) || parent.is(AsExprSyntax.self) || parent.is(IsExprSyntax.self) || isCastTarget(parent) || isKeyPathRoot(parent) { return nil }
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

    /// Whether `node` is the type of an unfolded cast, `x as T` or `x is T`, in a sequence of operators.
    private static func isCastTarget(_ node: Syntax) -> Bool {
        guard let type = node.as(TypeExprSyntax.self), let list = type.parent?.as(ExprListSyntax.self),
              let position = list.firstIndex(where: { $0.id == type.id }), position != list.startIndex
        else { return false }
        let previous = list[list.index(before: position)]
        return previous.is(UnresolvedAsExprSyntax.self) || previous.is(UnresolvedIsExprSyntax.self)
    }

    /// Whether `node` is the first generic argument (the root) of a key path type.
    private static func isKeyPathRoot(_ node: Syntax) -> Bool {
        guard let argument = node.as(GenericArgumentSyntax.self), let list = argument.parent?.as(GenericArgumentListSyntax.self),
              list.first?.id == argument.id, let clause = list.parent?.as(GenericArgumentClauseSyntax.self)
        else { return false }
        let name = clause.parent?.as(IdentifierTypeSyntax.self)?.name.text ?? clause.parent?.as(MemberTypeSyntax.self)?.name.text
        return ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath"].contains(name ?? "")
    }

    /// Whether a type is written as what a function or closure returns.
    static func isReturnType(_ node: Syntax) -> Bool {
        isWritten(node, in: ReturnClauseSyntax.self)
    }

    /// Whether a type is written as a function's parameter type.
    static func isParameter(_ node: Syntax) -> Bool {
        isWritten(node, in: FunctionParameterSyntax.self)
    }

    /// Whether `node` sits inside a `Kind` node of the declaration it belongs to.
    static func isWritten<Kind: SyntaxProtocol>(_ node: Syntax, in kind: Kind.Type) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(DeclSyntax.self) {
            if parent.is(kind) { return true }
            current = parent.parent
        }
        return false
    }

    /// Where `node` ends, leaving out its trailing comma.
    static func contentEnd(_ node: Syntax, comma: TokenSyntax?) -> Int {
        guard let comma, let last = comma.previousToken(viewMode: .sourceAccurate) else {
            return node.endPositionBeforeTrailingTrivia.utf8Offset
        }
        return last.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// The name of the function `expression` calls, past `try` and `await`: `buildDependencies` for
    /// `await provider.buildDependencies()`.
    static func calledFunction(in expression: ExprSyntax) -> String? {
        var expression = expression
        while true {
            if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression; continue }
            if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression; continue }
            break
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The value whose `dependencies` `expression` reads: `model` for `model.dependencies` or
    /// `self.model.dependencies`; `nil` for the caller's own.
    static func dependenciesHolder(in expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "dependencies", let base = member.base else { return nil }
        if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text { return name == "self" ? nil : name }
        if let inner = base.as(MemberAccessExprSyntax.self), inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return inner.declName.baseName.text }
        return nil
    }

    /// Whether `expression` is the caller's own dependencies: `dependencies`, `self.dependencies`,
    /// `model.dependencies`, a local copy; or its splice's outer half; or `self`.
    func argumentKind(_ expression: ExprSyntax) -> DependenciesArgument {
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
            // Unless a local of that name hides them (``visit(_:)`` of a variable, a block, a case).
            case "dependencies": return aliasScopes.lazy.compactMap { $0["dependencies"] }.last ?? .own
            case Names.externalDependenciesProperty: return .external
            case "self": return .this
            case let name: return aliasScopes.lazy.compactMap { $0[name] }.last ?? (keepsDependencies(as: name) ? .own : .other)
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            switch member.declName.baseName.text {
            case "dependencies": return .own
            case Names.externalDependenciesProperty where member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self": return .external
            case let name where member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" && keepsDependencies(as: name): return .own
            // `dependencies.externalDependencies`: the outer half of the splice the caller keeps as its dependencies.
            case Names.externalDependenciesProperty where member.base.map { Self.namesStoredDependencies($0) } == true: return .external
            default: return .other
            }
        }
        return .other
    }

    /// Whether the type being walked keeps its generic `Dependencies` in the stored property `name` under
    /// another name (`let applicationDependencies: Dependencies`): what it passes on is its own.
    func keepsDependencies(as name: String) -> Bool {
        guard let index = typeStack.last else { return false }
        let type = facts.types[index]
        return type.genericParameters.contains { $0.name == Names.dependencies }
            && type.properties.contains { $0.name == name && $0.isStored && $0.type == Names.dependencies }
    }

    /// `Shop.Orders` for an expression that names a type by upper-case names and dots; `nil` otherwise.
    static func typePath(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true ? reference.baseName.text : nil
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text.first?.isUppercase == true,
              let base = member.base.flatMap(typePath)
        else { return nil }
        return "\(base).\(member.declName.baseName.text)"
    }

    /// Whether `expression` is `dependencies` or `self.dependencies`.
    static func namesStoredDependencies(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "dependencies" }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "dependencies" else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    }

    static func callee(_ expression: ExprSyntax) -> CallFact.Callee {
        var expression = expression
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            expression = specialized.expression
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.unescapedText
            return name.first?.isUppercase == true ? .type(name) : .function(name)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.unescapedText
            if name == "init", member.base?.is(SuperExprSyntax.self) == true { return .superInit }
            if name == "init", member.base == nil { return implicitInit(expression) }
            var base = member.base
            if let specialized = base?.as(GenericSpecializationExprSyntax.self) { base = specialized.expression }
            let baseName = base?.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            // `self.init(…)` delegates to another initializer of the type, as `Self(…)` and
            // `type(of: self).init(…)` make one.
            if name == "init", let baseName, baseName == "self" || baseName.first?.isUppercase == true { return .type(baseName == "self" ? "Self" : baseName) }
            if name == "init", let call = base?.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
               call.arguments.count == 1, call.arguments.first?.label?.text == "of", call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                return .type("Self")
            }
            // Through a metatype held somewhere (`kind.init(…)`): what it makes is not known here.
            if name == "init" { return .other }
            if name.first?.isUppercase == true, base.flatMap(typePath) != nil {
                return .type(name) // Module.Type(…), Outer.Inner.Type(…)
            }
            return .member(base: baseName, name: name)
        }
        return .other
    }

    /// `.init(…)`: the type comes from `let x: T = .init(…)`, or from the property in `self.x = .init(…)`.
    static func implicitInit(_ expression: ExprSyntax) -> CallFact.Callee {
        var node = Syntax(expression).parent
        var returned = false
        // An element of an array literal: the type is the annotation's element type.
        var inArray = false
        // What a closure passed to `map` returns: an element of the array (or the optional) it makes.
        var mapped = false
        // What a closure given as a value returns: the result of the function type it is declared with.
        var closureResult = false
        func named(_ type: TypeSyntax?) -> String? {
            var type = type
            if closureResult { type = type?.as(FunctionTypeSyntax.self)?.returnClause.type }
            if mapped { type = type?.as(ArrayTypeSyntax.self)?.element ?? type?.as(OptionalTypeSyntax.self)?.wrappedType }
            if inArray { type = type?.as(ArrayTypeSyntax.self)?.element }
            return type.flatMap { baseName(of: $0) }
        }
        while let current = node {
            if current.is(ArrayElementSyntax.self) { inArray = true }
            // `skus.map { .init(dependencies: dependencies, sku: $0) }`, or a closure kept as a value.
            if let item = current.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
               returned || list.count == 1, let closure = list.parent?.as(ClosureExprSyntax.self), !mapped, !closureResult {
                let call = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                if let call, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                   ["map", "compactMap", "flatMap"].contains(member.declName.baseName.text) {
                    mapped = true
                    returned = false
                    node = call.parent
                } else {
                    closureResult = true
                    returned = false
                    node = closure.parent
                }
                continue
            }
            // An argument: `DetailView(model: .init(dependencies: dependencies))`.
            if let argument = current.as(LabeledExprSyntax.self), let label = argument.label?.unescapedText,
               argument.expression.as(FunctionCallExprSyntax.self)?.calledExpression.id == expression.id,
               let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), case .type(let type) = callee(call.calledExpression) {
                return .implicitInit(typeName: nil, property: label, argumentOf: type)
            }
            if current.is(ReturnStmtSyntax.self) { returned = true }
            // The value a getter or function returns: its declared type.
            if let function = current.as(FunctionDeclSyntax.self) {
                return .implicitInit(typeName: returned ? named(function.signature.returnClause?.type) : nil, property: nil)
            }
            if let item = current.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
               returned || list.count == 1, list.parent?.is(ClosureExprSyntax.self) != true {
                returned = true
                node = list.parent
                continue
            }
            if let binding = current.as(PatternBindingSyntax.self) {
                let typeName = named(binding.typeAnnotation?.type)
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
    static func isComposition(_ type: TypeSyntax) -> Bool {
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

    static func genericArguments(of type: TypeSyntax) -> [String] {
        let clause = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause ?? type.as(MemberTypeSyntax.self)?.genericArgumentClause
        return clause?.arguments.map { $0.argument.textWithoutTrivia } ?? []
    }

    /// The names a type composes, each with where it is written. `modules` are the module names a
    /// qualifier may be (`Core.FooDependencies`); any other qualifier of a `…Dependencies` name is a type
    /// that nests it (`FeatureA.GetItemsDependencies`), and the name is kept qualified.
    static func components(of type: TypeSyntax, modules: Set<String>? = nil) -> [(name: String, offset: Int, end: Int)] {
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { components(of: $0.type, modules: modules) }
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return components(of: only.type, modules: modules)
        }
        // `Printer.Dependencies`: a typealias nested in a type, keyed by its qualified name.
        if let member = type.as(MemberTypeSyntax.self), member.name.text == Names.dependencies, let base = lastName(of: member.baseType) {
            return [("\(base).Dependencies", type.positionAfterSkippingLeadingTrivia.utf8Offset, type.endPositionBeforeTrailingTrivia.utf8Offset)]
        }
        // `Helpers.RowDependencies` nested in a type, or `CartFeature.RowDependencies` of a module, which says
        // which of two modules' `RowDependencies` it is (``ModuleNames``); the index reads either by its last name.
        if modules != nil, let member = type.as(MemberTypeSyntax.self), member.name.text.hasSuffix(Names.dependencies),
           let base = member.baseType.as(IdentifierTypeSyntax.self)?.name.text {
            return [("\(base).\(member.name.text)", type.positionAfterSkippingLeadingTrivia.utf8Offset, type.endPositionBeforeTrailingTrivia.utf8Offset)]
        }
        if let name = lastName(of: type) {
            return [(name, type.positionAfterSkippingLeadingTrivia.utf8Offset, type.endPositionBeforeTrailingTrivia.utf8Offset)]
        }
        return []
    }

    static func genericParameters(_ clause: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?) -> [GenericParameterFact] {
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
    static func applying(_ whereClause: GenericWhereClauseSyntax?, to parameters: [GenericParameterFact]) -> [GenericParameterFact] {
        // Read only when there is a clause: `?? []` would build an empty syntax collection, in an arena of
        // its own, for every declaration.
        guard let requirements = whereClause?.requirements else { return parameters }
        var parameters = parameters
        for requirement in requirements {
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

    /// The parameters other than `Dependencies` and `ExternalDependencies` a where clause constrains by
    /// an External typealias (`where Outer: CartExternalDependencies`), in order, each once.
    static func externallyConstrained(_ whereClause: GenericWhereClauseSyntax?) -> [String] {
        var names: [String] = []
        guard let requirements = whereClause?.requirements else { return names }
        for requirement in requirements {
            guard let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
                  let name = conformance.leftType.as(IdentifierTypeSyntax.self)?.name.text,
                  name != Names.dependencies, name != Names.externalDependencies, name != "Self", !names.contains(name),
                  components(of: conformance.rightType).contains(where: { Names.isExternalAliasName($0.name) })
            else { continue }
            names.append(name)
        }
        return names
    }

    /// What a protocol's `where Self: A & B` requires, which it inherits as if written `: A & B`.
    static func inheritedThroughSelf(_ clause: GenericWhereClauseSyntax?) -> [InheritedFact] {
        clause?.requirements.flatMap { requirement -> [InheritedFact] in
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                  conformance.leftType.as(IdentifierTypeSyntax.self)?.name.text == "Self"
            else { return [] }
            return inherited(types: [conformance.rightType])
        } ?? []
    }

    static func inherited(_ clause: InheritanceClauseSyntax?) -> [InheritedFact] {
        inherited(types: clause?.inheritedTypes.map(\.type) ?? [])
    }

    /// Each name among `types` (and the parts of a composition), as inherited.
    private static func inherited(types: [TypeSyntax]) -> [InheritedFact] {
        types.flatMap { type -> [InheritedFact] in
            let parts = type.as(CompositionTypeSyntax.self)?.elements.map(\.type) ?? [type]
            return parts.compactMap { part in
                // `SettingsBarViewModel.Dependencies`: a typealias nested in a type, by its qualified name.
                let nested = part.as(MemberTypeSyntax.self).flatMap { member in
                    member.name.text == Names.dependencies ? lastName(of: member.baseType).map { "\($0).\(Names.dependencies)" } : nil
                }
                return (nested ?? lastName(of: part)).map {
                    InheritedFact(
                        name: $0, genericArguments: genericArguments(of: part), offset: part.positionAfterSkippingLeadingTrivia.utf8Offset,
                        qualifier: nested == nil ? part.as(MemberTypeSyntax.self).map { $0.baseType.textWithoutTrivia } : nil
                    )
                }
            }
        }
    }

    /// The declarations of a body, with those in every branch of an `#if` in it: a member declared in
    /// `#if DEBUG` and again in `#else` is the type's in every build.
    static func declarations(_ members: MemberBlockSyntax) -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        result.reserveCapacity(members.members.count)
        func add(_ list: MemberBlockItemListSyntax) {
            for member in list {
                let decl = member.decl
                guard let conditional = decl.as(IfConfigDeclSyntax.self) else {
                    result.append(decl)
                    continue
                }
                for clause in conditional.clauses {
                    if case .decls(let decls) = clause.elements { add(decls) }
                }
            }
        }
        add(members.members)
        return result
    }

    static func properties(_ members: [DeclSyntax]) -> [(name: String, type: String?, isStored: Bool)] {
        var seen: Set<String> = []
        return members.flatMap { decl -> [(name: String, type: String?, isStored: Bool)] in
            guard let variable = decl.as(VariableDeclSyntax.self) else { return [] }
            return variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                let isStored: Bool = switch binding.accessorBlock?.accessors {
                case .none: true
                case .getter: false
                case .accessors(let accessors): accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
                }
                guard seen.insert(name).inserted else { return nil }
                return (name, binding.typeAnnotation?.type.textWithoutTrivia, isStored)
            }
        }
    }

    /// Where `var name` is declared as a plain stored property of the body, if it is: not behind a
    /// property wrapper (`@Bindable`, `@ObservedObject`: a binding needs the `var`) and not optional
    /// (a cell configured after it is dequeued).
    static func storedVariable(named name: String, in members: MemberBlockSyntax) -> Int? {
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
                  !variable.attributes.contains(where: { $0.is(AttributeSyntax.self) })
            else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let type = binding.typeAnnotation?.type, type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { continue }
                if case .getter = binding.accessorBlock?.accessors { continue }
                if case .accessors(let accessors) = binding.accessorBlock?.accessors, accessors.contains(where: { ["get", "set"].contains($0.accessorSpecifier.text) }) { continue }
                return variable.bindingSpecifier.positionAfterSkippingLeadingTrivia.utf8Offset
            }
        }
        return nil
    }

    /// Attributes that make a declaration `@objc`.
    private static let objCAttributes: Set<String> = ["objc", "IBAction", "IBOutlet", "IBInspectable", "IBSegueAction", "NSManaged"]

    static func isObjC(_ attributes: AttributeListSyntax?) -> Bool {
        attributes?.contains { element in
            element.as(AttributeSyntax.self).map { objCAttributes.contains($0.attributeName.textWithoutTrivia) } ?? false
        } ?? false
    }

    /// The static stored properties among `members` by name, and the nested types that declare some
    /// (at any depth) by theirs.
    static func staticStoredMembers(_ members: [DeclSyntax]) -> [String] {
        members.flatMap { decl -> [String] in
            if let variable = decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
                return variable.bindings.compactMap { binding in
                    binding.accessorBlock == nil ? binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text : nil
                }
            }
            let nested: (String, MemberBlockSyntax)? = if let type = decl.as(StructDeclSyntax.self) { (type.name.text, type.memberBlock) }
                else if let type = decl.as(ClassDeclSyntax.self) { (type.name.text, type.memberBlock) }
                else if let type = decl.as(EnumDeclSyntax.self) { (type.name.text, type.memberBlock) }
                else if let type = decl.as(ActorDeclSyntax.self) { (type.name.text, type.memberBlock) }
                else { nil }
            guard let (name, body) = nested, !staticStoredMembers(declarations(body)).isEmpty else { return [] }
            return [name]
        }
    }

    /// Whether `attributes` isolate a declaration to a global actor: `@MainActor`, or another `@…Actor`.
    static func hasGlobalActor(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let name = element.as(AttributeSyntax.self).flatMap({ lastName(of: $0.attributeName) }) else { return false }
            return name.hasSuffix("Actor")
        }
    }

    /// Whether any of `members` is an outlet, action, inspectable or segue action of Interface Builder.
    static func hasInterfaceBuilderMembers(_ members: [DeclSyntax]) -> Bool {
        members.contains { decl in
            decl.asProtocol(WithAttributesSyntax.self)?.attributes.contains { element in
                element.as(AttributeSyntax.self).map { ["IBOutlet", "IBAction", "IBInspectable", "IBSegueAction"].contains($0.attributeName.textWithoutTrivia) } ?? false
            } ?? false
        }
    }

    /// The names of an extension's `@objc` members (all of them in an `@objc extension`).
    static func objCMembers(_ node: ExtensionDeclSyntax, _ declarations: [DeclSyntax]) -> [String] {
        let whole = isObjC(node.attributes)
        return declarations.compactMap { decl in
            guard whole || isObjC(decl.asProtocol(WithAttributesSyntax.self)?.attributes) else { return nil }
            if let function = decl.as(FunctionDeclSyntax.self) { return function.name.unescapedText }
            if let variable = decl.as(VariableDeclSyntax.self) { return variable.bindings.first?.pattern.textWithoutTrivia }
            return decl.is(InitializerDeclSyntax.self) ? "init" : nil
        }
    }

    static func functionNames(_ members: [DeclSyntax]) -> [String] {
        var seen: Set<String> = []
        return members.compactMap { $0.as(FunctionDeclSyntax.self)?.name.unescapedText }.filter { seen.insert($0).inserted }
    }

    static func requirement(_ decl: DeclSyntax) -> RequirementFact {
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
        // `{ get async throws }`: what reading it takes, which a forwarding member repeats.
        var effects: String?
        if case .accessors(let accessors)? = binding.accessorBlock?.accessors,
           let specifiers = accessors.first(where: { $0.accessorSpecifier.text == "get" })?.effectSpecifiers {
            let written = specifiers.trimmedDescription
            effects = written.isEmpty ? nil : written
        }
        return RequirementFact(
            kind: isGetOnly ? .getOnlyProperty(name: name) : .settableProperty(name: name),
            offset: offset,
            type: binding.typeAnnotation?.type.textWithoutTrivia,
            effects: effects
        )
    }
}
