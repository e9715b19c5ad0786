/// Names that several modules of one lint pass declare, told apart as the compiler tells them apart.
///
/// Two feature modules may each declare a `Coordinator` with its `CoordinatorDependencies`; an app that
/// imports both puts them in one pass. The index keys declarations by name, so without this the two
/// would be one: a forward one of them writes would count for the other, and a root would be asked for
/// what the other one's typealias composes. Before a pass is indexed, each such name, and the names
/// built from the same stem (`Coordinator`, `CoordinatorDependencies`, `SplicedCoordinatorDependencies`),
/// is tagged with its module where it is declared, and where it is used with the module the compiler
/// would find it in: the file's own, else the one module the file imports that declares it, else the one
/// written before it (`CartFeature.CoordinatorDependencies`). A use that could mean either stays plain,
/// and no declaration answers to it. What a person reads shows every name plain (``displayed(_:)``).
enum ModuleNames {
    /// The bytes that open and close a tag: characters of Unicode's private use area, which no Swift
    /// identifier or message contains.
    fileprivate static let open: Character = "\u{E000}", close: Character = "\u{E001}"

    /// `name` declared in `module`, as a pass with another `name` keys it.
    static func tagged(_ name: String, module: String) -> String {
        "\(open)\(module)\(close)\(name)"
    }

    /// `name` without its tag, and the tag (empty when it has none).
    static func split(_ name: String) -> (tag: Substring, plain: Substring) {
        // Most names have no tag: their first byte says so without reading a Character.
        guard name.utf8.first == 0xEE, name.first == open, let end = name.firstIndex(of: close) else { return (name[name.startIndex..<name.startIndex], name[...]) }
        let after = name.index(after: end)
        return (name[..<after], name[after...])
    }

    /// `name`'s bytes without its tag, for a check that reads bytes: U+E000 … U+E001 is EE 80 80 … EE 80 81.
    static func untagged(_ name: Substring.UTF8View) -> Substring.UTF8View {
        guard name.starts(with: [0xEE, 0x80, 0x80]) else { return name }
        var index = name.startIndex
        while index != name.endIndex {
            if name[index...].starts(with: [0xEE, 0x80, 0x81]) { return name[name.index(index, offsetBy: 3)...] }
            index = name.index(after: index)
        }
        return name
    }

    /// `text` as a person reads it, and as it is written into a file: every tagged name plain.
    static func displayed(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\u{E000}" }) else { return text }
        var result = ""
        var inTag = false
        for character in text {
            if character == open { inTag = true } else if character == close { inTag = false } else if !inTag { result.append(character) }
        }
        return result
    }

    /// How a pass's tagged names are written in each of its files: plain where the file means that module's
    /// by its plain name, else qualified by the module (`CartFeature.RowDependencies`).
    struct Spelling: Sendable {
        /// Plain name → the modules that declare it, for the tagged names only.
        fileprivate var declaring: [String: Set<String>] = [:]
        /// The modules that declare a type of their own name, which hides the module's name in a qualified one.
        fileprivate var shadowed: Set<String> = []

        /// `text` as a message shows it to a reader of `file`: a name that cannot be qualified there, plain.
        func shown(_ text: String, in file: FileFacts) -> String {
            spelled(text, in: file, orPlain: true) ?? text
        }

        /// `text` as code written into `file`; `nil` when a name in it cannot be written there, since its
        /// module's name is hidden by a type of that name (`CartFeature` in the module `CartFeature`).
        func written(_ text: String, in file: FileFacts?) -> String? {
            spelled(text, in: file, orPlain: false)
        }

        private func spelled(_ text: String, in file: FileFacts?, orPlain: Bool) -> String? {
            guard text.unicodeScalars.contains(where: { $0 == "\u{E000}" }) else { return text }
            var result = ""
            var rest = Substring(text)
            while let open = rest.firstIndex(of: ModuleNames.open), let close = rest[open...].firstIndex(of: ModuleNames.close) {
                result += rest[..<open]
                let module = String(rest[rest.index(after: open)..<close])
                rest = rest[rest.index(after: close)...]
                let end = rest.firstIndex { !($0 == "_" || $0.isLetter || $0.isNumber) } ?? rest.endIndex
                let name = String(rest[..<end])
                rest = rest[end...]
                let visible = declaring[name] ?? []
                // Already written after its module (`Profile.RowDependencies`), or meant by its plain name there.
                let plain = file.map { file in
                    result.hasSuffix(module + ".") || file.module == module
                        || (!visible.contains(file.module ?? "") && visible.intersection(file.imports.map(\.module)) == [module])
                } ?? true
                if plain || (shadowed.contains(module) && orPlain) {
                    result += name
                } else if shadowed.contains(module) {
                    return nil
                } else {
                    result += "\(module).\(name)"
                }
            }
            return result + rest
        }
    }

    /// One pass's files with the names two of their modules declare told apart, and how to write those names.
    struct Resolved {
        let files: [FileFacts]
        let spelling: Spelling
    }

    /// What stands for the same thing whatever its affixes: `Row` for `Row`, `RowDependencies`,
    /// `RowExternalDependencies`, `SplicedRowDependencies` and `Row_loadDependencies`.
    static func stem(_ name: String) -> Substring {
        var stem = Substring(name)
        if let underscore = stem.firstIndex(of: "_"), underscore != stem.startIndex { stem = stem[..<underscore] }
        for suffix in [Names.externalDependencies, Names.dependencies, "Dependency"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
            stem = stem.dropLast(suffix.count)
            break
        }
        if stem.hasPrefix(Names.spliced), stem.count > Names.spliced.count { stem = stem.dropFirst(Names.spliced.count) }
        return stem
    }

    /// `files` (one pass's) with the names two of their modules declare tagged; `files` as they are when
    /// every name is declared by one module only, as in most passes.
    static func resolved(_ files: [FileFacts]) -> Resolved {
        var declaring: [String: Set<String>] = [:]
        for file in files {
            guard let module = file.module else { continue }
            for alias in file.typealiases where alias.enclosingTypes.isEmpty { declaring[alias.name, default: []].insert(module) }
            for type in file.types where type.kind != .extension && type.enclosingTypes.isEmpty { declaring[type.name, default: []].insert(module) }
        }
        // A generic parameter's name is never a module's declaration to tell apart.
        let stems = Set(declaring.filter { $0.value.count > 1 && $0.key != Names.dependencies && $0.key != Names.externalDependencies }.keys.map(stem))
        guard !stems.isEmpty else { return Resolved(files: files, spelling: Spelling()) }
        let tagged = declaring.filter { stems.contains(stem($0.key)) }
        let modules = Set(tagged.values.flatMap { $0 })
        let names = Set(tagged.keys), lengths = Set(tagged.keys.map(\.utf8.count))
        let reexports = Reexports(files)
        // Most files mention none of them, and are kept as they are.
        let resolved = files.map { file in
            guard Self.mentions(file, any: names, lengths: lengths) else { return file }
            let imports = Set(file.imports.map(\.module))
            return Resolver(declaring: tagged, modules: modules, module: file.module, imports: imports, reexported: reexports.visible(from: imports, in: file.module).subtracting(imports)).resolve(file)
        }
        return Resolved(files: resolved, spelling: Spelling(declaring: tagged, shadowed: modules.filter { declaring[$0]?.contains($0) == true }))
    }

    /// Whether a name of `names` is written in `text` as a whole word: a scan of its bytes that makes a
    /// string only of a word as long as one of them.
    private static func contains(_ text: String, any names: Set<String>, lengths: Set<Int>) -> Bool {
        var utf8 = text.utf8[...]
        while let start = utf8.firstIndex(where: isWordByte) {
            let rest = utf8[start...]
            let end = rest.firstIndex { !isWordByte($0) } ?? rest.endIndex
            let word = rest[..<end]
            if lengths.contains(word.count), names.contains(String(Substring(word))) { return true }
            utf8 = rest[end...]
        }
        return false
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    /// Whether `file` declares or names one of `names` anywhere ``Resolver/resolve(_:)`` looks.
    private static func mentions(_ file: FileFacts, any names: Set<String>, lengths: Set<Int>) -> Bool {
        func written(_ text: String?) -> Bool { text.map { contains($0, any: names, lengths: lengths) } ?? false }
        func parameters(_ list: [GenericParameterFact]) -> Bool { list.contains { $0.constraints.contains(where: written) } }
        func callee(_ callee: CallFact.Callee?) -> Bool {
            switch callee {
            case .type(let type): names.contains(type)
            case .member(let base?, _): names.contains(base)
            case .implicitInit(let type, _, let argumentOf): written(type) || written(argumentOf)
            default: false
            }
        }
        func function(_ function: FunctionFact) -> Bool {
            written(function.enclosingType) || function.enclosingTypes.contains(where: names.contains) || parameters(function.genericParameters)
                || function.parameterLabels.contains { written($0.typeName) || $0.composition.contains(where: written) }
                || !function.referencedNames.isDisjoint(with: names)
        }
        return !file.referencedNames.isDisjoint(with: names)
            || file.typealiases.contains { alias in
                names.contains(alias.name) || alias.enclosingTypes.contains(where: names.contains) || alias.components.contains { written($0.name) }
            }
            || file.types.contains { type in
                names.contains(type.name) || type.enclosingTypes.contains(where: names.contains) || parameters(type.genericParameters)
                    || parameters(type.associatedTypes)
                    || type.inherited.contains { names.contains($0.name) || written($0.qualifier) || $0.genericArguments.contains(where: written) }
                    || type.properties.contains { written($0.type) } || type.requirements.contains { written($0.type) }
                    || !type.referencedNames.isDisjoint(with: names)
            }
            || file.functions.contains(where: function) || file.enumCases.contains(where: function)
            || file.calls.contains { call in
                callee(call.callee) || written(call.typeQualifier) || callee(call.implicitType) || written(call.parameterType)
                    || call.context.contains { written($0.name) || parameters($0.genericParameters) || written($0.enclosingType) }
            }
            || file.dependencyTypeReferences.contains { names.contains($0.name) || written($0.enclosingType) }
    }

    /// Tags the names of one file.
    private struct Resolver {
        let declaring: [String: Set<String>]
        /// The modules that declare a tagged name: what can be written before one (`CartFeature.Row`).
        let modules: Set<String>
        let module: String?
        let imports: Set<String>
        /// The modules seen only through a re-export (`@_exported import Kit` in an imported module): what an
        /// imported module declares itself shadows what it re-exports, as the compiler looks names up.
        let reexported: Set<String>

        /// A name written bare, or after `qualifier` (a module, or a type that nests it).
        func name(_ name: String, qualifier: String? = nil) -> String {
            guard let declared = declaring[name] else { return name }
            if let qualifier, modules.contains(qualifier) { return declared.contains(qualifier) ? ModuleNames.tagged(name, module: qualifier) : name }
            if qualifier != nil { return name }
            if declared.count == 1 { return ModuleNames.tagged(name, module: declared.first!) }
            if let module, declared.contains(module) { return ModuleNames.tagged(name, module: module) }
            let seen = declared.intersection(imports)
            if seen.isEmpty, case let through = declared.intersection(reexported), through.count == 1 { return ModuleNames.tagged(name, module: through.first!) }
            return seen.count == 1 ? ModuleNames.tagged(name, module: seen.first!) : name
        }

        /// The names a mention of `name` may mean, for the sets of names a file or declaration mentions: the
        /// one it resolves to, or, when two imported modules declare it, each of theirs (a mention found
        /// there is not lost).
        func mentioned(_ names: Set<String>) -> Set<String> {
            guard !names.isDisjoint(with: declaring.keys) else { return names }
            var result: Set<String> = []
            for name in names {
                let resolved = self.name(name)
                result.insert(resolved)
                if resolved == name, let declared = declaring[name] {
                    for module in declared { result.insert(ModuleNames.tagged(name, module: module)) }
                }
                // `Core.Row` beside a `Row` of the file's own module: the module's name is mentioned too,
                // and so is its `Row`.
                for module in declaring[name] ?? [] where names.contains(module) { result.insert(ModuleNames.tagged(name, module: module)) }
            }
            return result
        }

        /// Written text (a type, `Orders.Row`, `some RowDependencies`, `[Row<Dependencies>]`) with each name
        /// in it tagged: a name after a dot only when the dot follows a module's name.
        func text(_ text: String) -> String {
            var result = ""
            var changed = false
            var word = ""
            var previousWord: String?
            var afterDot = false
            func flush() {
                guard !word.isEmpty else { return }
                let resolved = afterDot ? (previousWord.map { self.name(word, qualifier: $0) } ?? word) : self.name(word)
                if resolved != word { changed = true }
                result += resolved
                previousWord = word
                word = ""
            }
            for character in text {
                if character == "_" || character.isLetter || character.isNumber {
                    word.append(character)
                    continue
                }
                flush()
                afterDot = character == "."
                if !afterDot { previousWord = nil }
                result.append(character)
            }
            flush()
            return changed ? result : text
        }

        func parameters(_ parameters: [GenericParameterFact]) -> [GenericParameterFact] {
            parameters.map { parameter in
                var parameter = parameter
                parameter.constraints = parameter.constraints.map(text)
                return parameter
            }
        }

        func callee(_ callee: CallFact.Callee, qualifier: String?) -> CallFact.Callee {
            switch callee {
            case .type(let type): .type(name(type, qualifier: qualifier))
            case .member(let base?, let member): .member(base: name(base), name: member)
            case .implicitInit(let type?, let property, let argumentOf): .implicitInit(typeName: text(type), property: property, argumentOf: argumentOf.map(text))
            case .implicitInit(nil, let property, let argumentOf?): .implicitInit(typeName: nil, property: property, argumentOf: text(argumentOf))
            default: callee
            }
        }

        func enclosing(_ names: [String]) -> [String] {
            guard let first = names.first else { return names }
            return [name(first)] + names.dropFirst()
        }

        func resolve(_ file: FileFacts) -> FileFacts {
            var file = file
            file.typealiases = file.typealiases.map { alias in
                var alias = alias
                if alias.enclosingTypes.isEmpty, module != nil { alias.name = name(alias.name) }
                alias.enclosingTypes = enclosing(alias.enclosingTypes)
                alias.components = alias.components.map { (text($0.name), $0.offset, $0.end) }
                return alias
            }
            file.types = file.types.map { type in
                var type = type
                if type.enclosingTypes.isEmpty, module != nil || type.kind == .extension { type.name = name(type.name) }
                type.enclosingTypes = enclosing(type.enclosingTypes)
                type.genericParameters = parameters(type.genericParameters)
                type.associatedTypes = parameters(type.associatedTypes)
                type.inherited = type.inherited.map { inherited in
                    var inherited = inherited
                    inherited.name = name(inherited.name, qualifier: inherited.qualifier)
                    inherited.qualifier = inherited.qualifier.map(text)
                    inherited.genericArguments = inherited.genericArguments.map(text)
                    return inherited
                }
                type.properties = type.properties.map { ($0.name, $0.type.map(text), $0.isStored) }
                type.requirements = type.requirements.map { requirement in
                    var requirement = requirement
                    requirement.type = requirement.type.map(text)
                    return requirement
                }
                type.referencedNames = mentioned(type.referencedNames)
                return type
            }
            file.functions = file.functions.map(function)
            file.enumCases = file.enumCases.map(function)
            file.calls = file.calls.map { call in
                var call = call
                call.callee = callee(call.callee, qualifier: call.typeQualifier)
                call.typeQualifier = call.typeQualifier.map(text)
                call.implicitType = call.implicitType.map { callee($0, qualifier: nil) }
                call.parameterType = call.parameterType.map(text)
                call.context = call.context.map { context in
                    var context = context
                    if case .type = context.kind { context.name = text(context.name) }
                    context.genericParameters = parameters(context.genericParameters)
                    context.enclosingType = context.enclosingType.map(text)
                    return context
                }
                return call
            }
            file.dependencyTypeReferences = file.dependencyTypeReferences.map { reference in
                var reference = reference
                reference.name = name(reference.name)
                reference.enclosingType = reference.enclosingType.map(text)
                return reference
            }
            file.referencedNames = mentioned(file.referencedNames)
            return file
        }

        func function(_ function: FunctionFact) -> FunctionFact {
            var function = function
            function.enclosingType = function.enclosingType.map(text)
            function.enclosingTypes = enclosing(function.enclosingTypes)
            function.genericParameters = parameters(function.genericParameters)
            function.parameterLabels = function.parameterLabels.map { parameter in
                var parameter = parameter
                parameter.typeName = parameter.typeName.map(text)
                parameter.composition = parameter.composition.map(text)
                return parameter
            }
            function.referencedNames = mentioned(function.referencedNames)
            return function
        }
    }
}
