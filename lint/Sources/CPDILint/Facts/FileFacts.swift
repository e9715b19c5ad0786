/// Everything the rules need to know about one file, collected in a single walk of its syntax tree.
/// Positions are UTF-8 offsets; ``LineTable`` turns them into lines and columns when reporting.
struct FileFacts: Sendable {
    var path: String
    /// The SwiftPM-style module the file belongs to, from its path (`Modules/<Name>/…`, `Sources/<Name>/…`).
    var module: String?
    var lines: LineTable
    var typealiases: [TypealiasFact] = []
    var types: [TypeFact] = []
    var functions: [FunctionFact] = []
    /// Enum cases with associated values, as declarations: the case's name and its values.
    var enumCases: [FunctionFact] = []
    var calls: [CallFact] = []
    var dependencyTypeReferences: [TypeReferenceFact] = []
    var imports: [ImportFact] = []
    /// In a `Package.swift`: the targets declared with a `path:` (`.target(name: "Core", path: "Sources/Kit")`).
    var targetFolders: [(name: String, path: String)] = []
    /// In a `Package.swift`: whether it enables `InternalImportsByDefault`, making a plain `import` internal.
    var importsInternalByDefault = false
    /// Names used as `.name` member accesses or bare references anywhere in the file, and names written
    /// as types (`Receipt` in `[Receipt<Dependencies>]`, a superclass, a parameter's type).
    var referencedNames: Set<String> = []
    /// Properties reached through a binding (`$model.dependencies.session`) or a key path
    /// (`\.session`): they must stay settable for the code to compile.
    var boundNames: Set<String> = []
    /// Functions named with their labels rather than called (`Tile.init(sku:dependencies:)`,
    /// `make(order:dependencies:)`), as `init(sku:dependencies:)`: reordering their parameters would
    /// break these references.
    var compoundNames: Set<String> = []
    var suppressions = Suppressions()
    /// Whether the file was parsed; files with nothing for the rules are skipped.
    var isParsed = true
    /// Where its first syntax error is, when it does not parse cleanly.
    var syntaxErrorOffset: Int?
}

/// `typealias Name = A & B & C`.
struct TypealiasFact: Sendable {
    var name: String
    var offset: Int
    var line: Int
    /// Names in the composition, in order, with where each is written (start and end).
    var components: [(name: String, offset: Int, end: Int)]
    /// Where the declaration's last token ends (before any trailing comment).
    var end: Int
    /// `public`, `open` or `package`.
    var isExported: Bool
    var accessModifier: String?
    /// The types it is nested in, outermost first; empty at file scope.
    var enclosingTypes: [String] = []
    /// Whether the right-hand side is a protocol, a typealias name or a composition of them (not a
    /// closure, tuple, collection or generic type).
    var isComposition: Bool = true
    /// Whether it is declared inside an `#if`, so that some builds lack it.
    var isConditional: Bool = false

    /// The name the index keys it by: `Outer.Name` when nested in a type.
    var qualifiedName: String {
        enclosingTypes.isEmpty ? name : (enclosingTypes + [name]).joined(separator: ".")
    }
}

/// A struct, class, enum, actor, protocol or extension.
struct TypeFact: Sendable {
    enum Kind: String, Sendable {
        case `struct`, `class`, `enum`, actor, `protocol`, `extension`
    }

    var kind: Kind
    /// The type's name; for an extension, the extended type's last name component.
    var name: String
    var offset: Int
    var genericParameters: [GenericParameterFact]
    var inherited: [InheritedFact]
    /// Stored or computed properties declared directly in the body: name and written type.
    var properties: [(name: String, type: String?, isStored: Bool)]
    /// Names of functions declared directly in the body.
    var functionNames: [String]
    /// For protocols: associated types with their constraints.
    var associatedTypes: [GenericParameterFact]
    /// For protocols: the requirements other than associated types.
    var requirements: [RequirementFact]
    /// The types it is nested in, outermost first.
    var enclosingTypes: [String] = []
    /// `public`, `open` or `package`.
    var isExported = false
    /// Every name referenced inside the declaration's body, nested declarations included.
    var referencedNames: Set<String> = []
    /// Whether it passes its dependencies somewhere other than a `dependencies:` argument.
    var handsOnDependenciesElsewhere = false
    /// Where a stored `var dependencies` is declared, if it is one: they are kept as a `let`.
    var variableDependenciesOffset: Int?
    /// Whether its body (not an extension's) declares an initializer: then a struct has no memberwise one.
    var declaresInitializer = false
    /// Where the closing brace of its body is.
    var bodyEnd: Int?
    /// For extensions: the members that are `@objc` (by attribute, `@IBAction`, `@IBOutlet`,
    /// `@NSManaged`, or an `@objc extension`), which Swift rejects in an extension of a generic class.
    var objCMembers: [String] = []
    /// `externalDependencies.clock`: the members read from a splice's external dependencies in the body.
    var externalReads: [(name: String, offset: Int)] = []
    /// Whether its body declares `@IBOutlet`, `@IBAction`, `@IBInspectable` or `@IBSegueAction` members:
    /// a storyboard or nib creates it, and Interface Builder cannot name a generic class.
    var hasInterfaceBuilderMembers = false
    /// Whether it is an actor, or isolated to a global actor by an attribute (`@MainActor`): a member that
    /// meets a protocol's requirement must then be `nonisolated`.
    var isIsolated = false
    /// What declares static stored properties in its body: a property's name (`static let shared`), or a
    /// nested type's that declares some (`Constants`). A generic type cannot have them.
    var staticStoredMembers: [String] = []
}

struct GenericParameterFact: Sendable {
    var name: String
    var constraints: [String]
    /// Where each constraint is written.
    var constraintOffsets: [Int]
    var offset: Int

    /// As a generic parameter list writes it, its constraints inline: `Key: Hashable & Sendable`.
    var written: String {
        constraints.isEmpty ? name : "\(name): \(constraints.joined(separator: " & "))"
    }
}

/// One entry of an inheritance clause: `Base`, `Base<Dependencies>`, `Module.Proto`.
struct InheritedFact: Sendable {
    var name: String
    var genericArguments: [String]
    var offset: Int
    /// What is written before the name (`Screens` in `Screens.Base<Dependencies>`): a type or a module.
    var qualifier: String?
}

/// A protocol requirement.
struct RequirementFact: Sendable {
    enum Kind: Sendable {
        case getOnlyProperty(name: String)
        case settableProperty(name: String)
        case other(String)
    }

    var kind: Kind
    var offset: Int
    /// A property's type as written (`any Logging`), when it has one.
    var type: String?
    /// Its getter's effects as written (`async throws`), when it has any.
    var effects: String?

    /// The property's name, or `nil` for a requirement that is not a property.
    var propertyName: String? {
        switch kind {
        case .getOnlyProperty(let name), .settableProperty(let name): name
        case .other: nil
        }
    }
}

/// A function, initializer or subscript declaration.
struct FunctionFact: Sendable {
    var name: String
    /// The type (or extended type) the function is declared in, if any.
    var enclosingType: String?
    var offset: Int
    var genericParameters: [GenericParameterFact]
    /// The parameters in order.
    var parameterLabels: [ParameterFact]
    /// `public`, `open` or `package`.
    var isExported = false
    /// The types it is nested in, outermost first.
    var enclosingTypes: [String] = []
    /// Every name referenced inside its body.
    var referencedNames: Set<String> = []
}

/// One parameter of a declaration.
struct ParameterFact: Sendable {
    /// The argument label, `_` for none.
    var label: String
    /// Where the parameter starts and ends (without its comma).
    var offset: Int
    var end: Int
    /// The last name of its type (`Dependencies` for `some Dependencies`, `Array` for `[X]`).
    var typeName: String?
    /// Whether a call may leave it out or repeat it: it has a default value or is variadic.
    var isOptionalAtCallSites: Bool
    /// Whether it is variadic: a call may pass it any number of times.
    var isVariadic = false
    /// The protocols of a composition type (`HasClock & HasLogger`), in order; empty otherwise.
    var composition: [String] = []
    /// Its name inside the function when that differs from its label (`dependencies` in `_ dependencies:`).
    var name: String?
    /// Whether its type is written `some …`: a generic parameter without a name.
    var isOpaque = false
}

/// One argument of a call.
struct ArgumentFact: Sendable {
    /// The label, `_` for none.
    var label: String
    /// Where the argument starts and ends (without its comma).
    var offset: Int
    var end: Int
}

/// A call or subscript with arguments.
struct CallFact: Sendable {
    enum Callee: Sendable, Equatable {
        /// `Bar(…)`, `Bar<X>(…)`, `Bar.init(…)`, `Module.Bar(…)` with an upper-case name.
        case type(String)
        /// `Baz.track(…)`, `x.track(…)`: a member named `track`; `base` is the base's last name if it is a plain name.
        case member(base: String?, name: String)
        /// `track(…)`.
        case function(String)
        /// `super.init(…)`.
        case superInit
        /// `.init(…)` whose type is written in the binding's annotation or the function's return type
        /// (`typeName`), or is the type of the property it is assigned to (`property`) — of the caller,
        /// or of `argumentOf` when it is passed as that type's argument labelled `property`.
        case implicitInit(typeName: String?, property: String?, argumentOf: String? = nil)
        /// Anything else: a closure call, a subscript.
        case other
    }

    var callee: Callee
    var offset: Int
    /// The arguments in order.
    var labels: [ArgumentFact]
    /// What the `dependencies:` (or `externalDependencies:`) argument is.
    var argument: DependenciesArgument
    /// The label it is passed with: `dependencies` or `externalDependencies`.
    var argumentLabel: String
    /// The declarations around the call, innermost first.
    var context: [ContextFact]
    /// The function the `dependencies:` argument calls, when it is a call: `buildDependencies` for
    /// `dependencies: await provider.buildDependencies()`.
    var argumentCall: String?
    /// Whose dependencies the argument is, when it is another value's: `model` for `model.dependencies`
    /// and `self.model.dependencies`.
    var argumentHolder: String?
    /// When the argument is a bare `dependencies` that names a parameter of a function around the
    /// call rather than the stored property (`init(dependencies: ExternalDependencies)`): its written type.
    var parameterType: String?
    /// How many trailing closures follow the arguments in parentheses (`load(sku: s, dependencies: d) { … }`).
    var trailingClosures = 0
    /// For a static member written without its type (`.make(externalDependencies: d)`): where the type
    /// comes from, as ``Callee/implicitInit(typeName:property:argumentOf:)`` says it for `.init`.
    var implicitType: Callee?
    /// For a type's initializer written after what holds it (`Orders.Row(…)`): that name, `Orders`, which
    /// is a type that nests it or a module.
    var typeQualifier: String?
    /// Whether it is no call but a type named over the caller's `Dependencies` (`let row: Row<Dependencies>`),
    /// which needs them to satisfy its typealias all the same.
    var isMention = false
}

/// What a call passes as its `dependencies:` argument.
enum DependenciesArgument: Sendable, Equatable {
    /// `dependencies`, `self.dependencies`, `model.dependencies` or a local copy of them.
    case own
    /// `externalDependencies` or `self.externalDependencies`: a splice's outer half.
    case external
    /// `self`: a splice passing itself.
    case this
    /// Anything else: a value built on the spot, another object's dependencies.
    case other
}

extension CallFact {
    /// The "label" of the generic argument a mention (``isMention``) fills with the caller's `Dependencies`;
    /// no argument label can be spelled so.
    static let mentionedDependencies = "<Dependencies>"

    /// Whether the call hands on dependencies the caller holds.
    var passesOwnDependencies: Bool { argument != .other }
}

/// A declaration around a call: where the caller's `Dependencies` come from.
struct ContextFact: Sendable {
    enum Kind: Sendable {
        case type(TypeFact.Kind)
        case function
    }

    var kind: Kind
    var name: String
    /// The generic parameters declared here (for an extension, its `where Dependencies: …`).
    var genericParameters: [GenericParameterFact] = []
    /// For a function: the type it is declared in, if any.
    var enclosingType: String?
}

/// A `…Dependencies` name written as a type outside a constraint, composition or conformance.
struct TypeReferenceFact: Sendable {
    var name: String
    var offset: Int
    var isAny: Bool
    /// The innermost type (or extended type) the mention is in, by its path (`Feed.Reader`), if any.
    var enclosingType: String?
    /// Whether it is a function's parameter type.
    var isParameter = false
    /// The innermost function it is written in, if any.
    var function: String?
    /// Whether it is what a function returns: a factory handing out the composition root.
    var isReturnType = false
}

struct ImportFact: Sendable {
    var module: String
    var offset: Int
    /// Its access level when written (`public import`, `internal import`): below public, what it brings in
    /// cannot be named by a public declaration of the file.
    var access: String?
    /// Whether it is `@_exported`, whole and in every build: what the module declares is its importers' too.
    var isReexported = false
    /// Whether it brings in less than the whole module in every build: one declaration (`import struct
    /// Kit.Row`), or only in some builds (inside `#if`). Such an import still links the modules, but a name
    /// of the module is not known to be visible through it.
    var isPartial = false
}
