import SwiftParser
import SwiftSyntax

/// dependencies-first's fix for an enum case: its associated values are reordered in the declaration,
/// in every value made of it and in every pattern that matches it, together, or not at all.
extension Fixer {
    /// The edits for every enum case whose `dependencies` value is not first, when each use of the
    /// case can be found and rewritten; a case with a use that cannot (a function reference, a pattern
    /// binding its values as one tuple, a trailing closure) is reported and left as it is.
    func enumCaseReorderingEdits() -> [TextEdit] {
        var edits: [TextEdit] = []
        for file in files {
            for enumCase in file.enumCases {
                let values = enumCase.parameterLabels
                guard let position = values.firstIndex(where: { $0.label == "dependencies" }), position > 0,
                      let enumName = enumCase.enclosingType,
                      !values.contains(where: \.isOptionalAtCallSites),
                      DependenciesFirstRule.isDependencies(values[position], of: enumCase, index),
                      allows("dependencies-first", at: values[position].offset, in: file),
                      let bytes = sources[file.path],
                      let uses = uses(of: enumCase.name, in: enumName, declaredAt: (file.path, enumCase.offset), arity: values.count)
                else { continue }
                var group = Self.moveToFront(position, slots: values.map { ($0.offset, $0.end) }, path: file.path, bytes: bytes)
                for use in uses {
                    guard let useBytes = sources[use.path] else { continue }
                    group += Self.moveToFront(position, slots: use.slots, path: use.path, bytes: useBytes)
                }
                if mayWrite(group.map(\.path)) { edits += Self.grouped(group, "\(file.path):\(enumCase.offset)") }
            }
        }
        return edits
    }

    /// Every place that makes or matches the case `name` of `enumName` with its values listed, as
    /// the slots of those values; `nil` when some use cannot be rewritten or the name may mean
    /// something else (another case or a static member of that name).
    private func uses(of name: String, in enumName: String, declaredAt declaration: (path: String, offset: Int), arity: Int) -> [(path: String, slots: [(start: Int, end: Int)])]? {
        let needle = Array(name.utf8)
        var uses: [(path: String, slots: [(start: Int, end: Int)])] = []
        for file in files {
            guard let bytes = sources[file.path], bytes.contains(subsequence: needle) else { continue }
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            let finder = EnumCaseUseFinder(name: name, enumName: enumName, arity: arity, isDeclarationFile: file.path == declaration.path, declarationOffset: declaration.offset)
            finder.walk(tree)
            guard !finder.refused else { return nil }
            uses += finder.slots.map { (file.path, $0) }
        }
        return uses
    }
}

/// Finds, in one file, the uses of an enum case by name: `.receipt(…)`, `Route.receipt(…)`,
/// `Self.receipt(…)` and, inside the enum, `receipt(…)`, in expressions and patterns alike.
private final class EnumCaseUseFinder: SyntaxVisitor {
    let name: String
    let enumName: String
    let arity: Int
    let isDeclarationFile: Bool
    let declarationOffset: Int
    /// The values of each use, as the byte ranges of each argument.
    var slots: [[(start: Int, end: Int)]] = []
    /// Set when a use cannot be rewritten, or the name may mean something other than the case.
    var refused = false

    init(name: String, enumName: String, arity: Int, isDeclarationFile: Bool, declarationOffset: Int) {
        self.name = name
        self.enumName = enumName
        self.arity = arity
        self.isDeclarationFile = isDeclarationFile
        self.declarationOffset = declarationOffset
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name, !(isDeclarationFile && node.name.positionAfterSkippingLeadingTrivia.utf8Offset == declarationOffset) {
            refused = true
        }
        return .visitChildren
    }

    /// A static member of that name could be what `.name(…)` means.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name, Self.isStatic(node.modifiers) || isInsideEnum(Syntax(node)) {
            refused = true
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isStatic(node.modifiers),
           node.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
            refused = true
        }
        return .visitChildren
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.text == name else { return .visitChildren }
        if let base = node.base {
            // `Route.receipt`, `Route<D>.receipt`, `Module.Route.receipt`, `Self.receipt` inside it.
            var type = base.textWithoutTrivia
            if let generics = type.firstIndex(of: "<") { type = String(type[..<generics]) }
            type = String(type.split(separator: ".").last ?? "")
            guard type == enumName || (type == "Self" && isInsideEnum(Syntax(node))) else { return .visitChildren }
        }
        // `Route.receipt(order:dependencies:)` names the case as a function of its values in order.
        if node.declName.argumentNames != nil { refused = true } else { use(ExprSyntax(node)) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == name, node.argumentNames == nil, node.parent?.is(MemberAccessExprSyntax.self) != true,
           let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id, isInsideEnum(Syntax(node)) {
            use(ExprSyntax(node))
        }
        return .visitChildren
    }

    /// A use of the case: its values' slots when it lists them all, nothing when it names the case
    /// alone in a pattern; anything else is refused.
    private func use(_ reference: ExprSyntax) {
        guard let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id else {
            if !isInPattern(Syntax(reference)) { refused = true }
            return
        }
        guard call.arguments.count == arity, call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else {
            refused = true
            return
        }
        slots.append(call.arguments.map { argument in
            (argument.positionAfterSkippingLeadingTrivia.utf8Offset, FactCollector.contentEnd(Syntax(argument), comma: argument.trailingComma))
        })
    }

    /// Whether `node` sits in a `case` pattern (`case .receipt:`, `if case .receipt = route`).
    private func isInPattern(_ node: Syntax) -> Bool {
        var current = node.parent
        while let node = current {
            if node.is(ExpressionPatternSyntax.self) { return true }
            if node.is(CodeBlockItemSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(MemberBlockItemSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// Whether `node` is inside the enum's declaration or one of its extensions.
    private func isInsideEnum(_ node: Syntax) -> Bool {
        var current = node.parent
        while let node = current {
            if let declaration = node.as(EnumDeclSyntax.self), declaration.name.text == enumName { return true }
            if let extended = node.as(ExtensionDeclSyntax.self) {
                return extended.extendedType.textWithoutTrivia.split(separator: ".").last.map(String.init) == enumName
            }
            current = node.parent
        }
        return false
    }
}
