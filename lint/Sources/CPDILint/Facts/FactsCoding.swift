/// A compact binary form of ``FileFacts``, for the facts cache (``FactsCache``): integers as
/// variable-length numbers, a string as its UTF-8 bytes after their length the first time and as
/// its number among the strings before after that, every field in the order its type declares it. The reader checks every length against what is left, so a damaged or
/// foreign cache is refused instead of trusted. `--fix`'s journal (``FixJournal``) is written with it too.
struct FactsWriter {
    private(set) var bytes: [UInt8] = []
    /// The strings written so far, numbered in order.
    private var strings: [String: Int] = [:]

    mutating func write<Value: FactCoding>(_ value: Value) {
        value.write(to: &self)
    }

    /// `values` with `each` writing one, after their count.
    mutating func write<Element>(_ values: [Element], each: (inout FactsWriter, Element) -> Void) {
        write(values.count)
        for value in values { each(&self, value) }
    }

    /// A non-negative number in 7-bit groups, low first; a negative one is first mapped to an odd number.
    mutating func writeNumber(_ value: Int) {
        var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1))))
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// When set, every position in the file (an offset, the end of a span) is written as 0 and kept here,
    /// in order, and line numbers and the line table are left out: what is written is then the file's
    /// facts apart from where they are, which ``FactsCache`` compares to tell code that only moved.
    var positions: [Int]?

    /// An offset in the file (see ``positions``).
    mutating func writePosition(_ value: Int) {
        guard positions != nil else { return writeNumber(value) }
        positions?.append(value)
        writeNumber(0)
    }

    /// An offset in the file that may be missing.
    mutating func writePosition(_ value: Int?) {
        writeNumber(value == nil ? 0 : 1)
        if let value { writePosition(value) }
    }

    /// Offsets in the file, after their count.
    mutating func writePositions(_ values: [Int]) {
        write(values) { $0.writePosition($1) }
    }

    /// A line number, which follows from an offset: left out with ``positions``.
    mutating func writeLine(_ value: Int) {
        writeNumber(positions == nil ? value : 0)
    }

    mutating func writeBytes(_ more: some Collection<UInt8>) {
        writeNumber(more.count)
        bytes.append(contentsOf: more)
    }

    /// An even number for a new string (twice its length, then its bytes), an odd one for one written before.
    mutating func writeString(_ string: String) {
        if let number = strings[string] {
            writeNumber(number * 2 + 1)
        } else {
            strings[string] = strings.count
            writeNumber(string.utf8.count * 2)
            bytes.append(contentsOf: string.utf8)
        }
    }
}

/// Reads what ``FactsWriter`` wrote.
struct FactsReader {
    /// The bytes are not facts this version of cpdi-lint wrote.
    struct Malformed: Error {}

    private let bytes: ArraySlice<UInt8>
    private var position: Int
    private let end: Int
    /// The strings read so far, in order.
    private var strings: [String] = []

    /// Reads `bytes` where they are: a file's facts inside the whole cache, without copying them.
    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
        end = bytes.endIndex
    }

    /// Whether everything was read.
    var isAtEnd: Bool { position == end }

    mutating func read<Value: FactCoding>(_ type: Value.Type = Value.self) throws(Malformed) -> Value {
        try Value(from: &self)
    }

    /// What ``FactsWriter/write(_:each:)`` wrote: a count, then that many elements read by `each`.
    mutating func read<Element>(each: (inout FactsReader) throws(Malformed) -> Element) throws(Malformed) -> [Element] {
        let count = try readNumber()
        // Every element takes at least one byte: a larger count is damage, not a reason to allocate.
        guard count >= 0, count <= end - position else { throw Malformed() }
        var values: [Element] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try each(&self)) }
        return values
    }

    mutating func readNumber() throws(Malformed) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < end, shift < 64 else { throw Malformed() }
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1))
    }

    mutating func readBytes() throws(Malformed) -> ArraySlice<UInt8> {
        let count = try readNumber()
        guard count >= 0, count <= end - position else { throw Malformed() }
        defer { position += count }
        return bytes[position..<(position + count)]
    }

    /// What ``FactsWriter/writeString(_:)`` wrote.
    mutating func readString() throws(Malformed) -> String {
        let number = try readNumber()
        guard number >= 0 else { throw Malformed() }
        if number % 2 == 1 {
            guard number / 2 < strings.count else { throw Malformed() }
            return strings[number / 2]
        }
        guard number / 2 <= end - position else { throw Malformed() }
        let string = String(decoding: bytes[position..<(position + number / 2)], as: UTF8.self)
        position += number / 2
        strings.append(string)
        return string
    }
}

/// A value the facts cache stores.
protocol FactCoding {
    func write(to writer: inout FactsWriter)
    init(from reader: inout FactsReader) throws(FactsReader.Malformed)
}

extension Int: FactCoding {
    func write(to writer: inout FactsWriter) { writer.writeNumber(self) }
    init(from reader: inout FactsReader) throws(FactsReader.Malformed) { self = try reader.readNumber() }
}

extension Bool: FactCoding {
    func write(to writer: inout FactsWriter) { writer.writeNumber(self ? 1 : 0) }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        switch try reader.readNumber() {
        case 0: self = false
        case 1: self = true
        default: throw FactsReader.Malformed()
        }
    }
}

extension String: FactCoding {
    func write(to writer: inout FactsWriter) { writer.writeString(self) }
    init(from reader: inout FactsReader) throws(FactsReader.Malformed) { self = try reader.readString() }
}

extension Optional: FactCoding where Wrapped: FactCoding {
    func write(to writer: inout FactsWriter) {
        if let self {
            writer.writeNumber(1)
            writer.write(self)
        } else {
            writer.writeNumber(0)
        }
    }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        self = try reader.read(Bool.self) ? try reader.read(Wrapped.self) : nil
    }
}

extension Array: FactCoding where Element: FactCoding {
    func write(to writer: inout FactsWriter) { writer.write(self) { $0.write($1) } }
    init(from reader: inout FactsReader) throws(FactsReader.Malformed) { self = try reader.read { (reader: inout FactsReader) throws(FactsReader.Malformed) in try reader.read() } }
}

extension Set: FactCoding where Element: FactCoding & Comparable {
    /// In order, so that the same facts are always written the same way (``FactsCache`` compares them).
    func write(to writer: inout FactsWriter) { writer.write(sorted()) }
    init(from reader: inout FactsReader) throws(FactsReader.Malformed) { self = Set(try reader.read([Element].self)) }
}

/// A type whose cases are written as their raw value.
protocol RawValueFactCoding: FactCoding, RawRepresentable where RawValue == String {}

extension RawValueFactCoding {
    func write(to writer: inout FactsWriter) { writer.write(rawValue) }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        guard let value = Self(rawValue: try reader.read()) else { throw FactsReader.Malformed() }
        self = value
    }
}

extension TypeFact.Kind: RawValueFactCoding {}
extension Suppressions.Directive.Kind: RawValueFactCoding {}

extension FileFacts: FactCoding {
    func write(to writer: inout FactsWriter) {
        writer.write(path)
        writer.write(module)
        if writer.positions == nil { writer.write(lines.lineStarts) }
        writer.write(typealiases)
        writer.write(types)
        writer.write(functions)
        writer.write(enumCases)
        writer.write(calls)
        writer.write(dependencyTypeReferences)
        writer.write(imports)
        writer.write(targetFolders) { writer, target in
            writer.write(target.name)
            writer.write(target.path)
        }
        writer.write(importsInternalByDefault)
        writer.write(referencedNames)
        writer.write(boundNames)
        writer.write(compoundNames)
        writer.write(suppressions)
        writer.write(isParsed)
        writer.writePosition(syntaxErrorOffset)
    }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(
            path: try reader.read(), module: try reader.read(), lines: LineTable(lineStarts: try reader.read()),
            typealiases: try reader.read(), types: try reader.read(), functions: try reader.read(), enumCases: try reader.read(),
            calls: try reader.read(), dependencyTypeReferences: try reader.read(), imports: try reader.read(),
            targetFolders: try reader.read { (reader: inout FactsReader) throws(FactsReader.Malformed) in (name: try reader.read(), path: try reader.read()) },
            importsInternalByDefault: try reader.read(), referencedNames: try reader.read(), boundNames: try reader.read(), compoundNames: try reader.read(), suppressions: try reader.read(),
            isParsed: try reader.read(), syntaxErrorOffset: try reader.read()
        )
    }
}

extension TypealiasFact: FactCoding {
    func write(to writer: inout FactsWriter) {
        writer.write(name)
        writer.writePosition(offset)
        writer.writeLine(line)
        writer.write(components) { writer, component in
            writer.write(component.name)
            writer.writePosition(component.offset)
            writer.writePosition(component.end)
        }
        writer.writePosition(end)
        writer.write(isExported)
        writer.write(accessModifier)
        writer.write(enclosingTypes)
        writer.write(isComposition)
        writer.write(isConditional)
    }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(
            name: try reader.read(), offset: try reader.read(), line: try reader.read(),
            components: try reader.read { (reader: inout FactsReader) throws(FactsReader.Malformed) in
                (name: try reader.read(), offset: try reader.read(), end: try reader.read())
            },
            end: try reader.read(), isExported: try reader.read(), accessModifier: try reader.read(),
            enclosingTypes: try reader.read(), isComposition: try reader.read(), isConditional: try reader.read()
        )
    }
}

extension TypeFact: FactCoding {
    func write(to writer: inout FactsWriter) {
        writer.write(kind)
        writer.write(name)
        writer.writePosition(offset)
        writer.write(genericParameters)
        writer.write(inherited)
        writer.write(properties) { writer, property in
            writer.write(property.name)
            writer.write(property.type)
            writer.write(property.isStored)
        }
        writer.write(functionNames)
        writer.write(associatedTypes)
        writer.write(requirements)
        writer.write(enclosingTypes)
        writer.write(isExported)
        writer.write(referencedNames)
        writer.write(handsOnDependenciesElsewhere)
        writer.writePosition(variableDependenciesOffset)
        writer.write(declaresInitializer)
        writer.writePosition(bodyEnd)
        writer.write(objCMembers)
        writer.write(externalReads) { writer, read in
            writer.write(read.name)
            writer.writePosition(read.offset)
        }
        writer.write(hasInterfaceBuilderMembers)
        writer.write(isIsolated)
        writer.write(staticStoredMembers)
    }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(
            kind: try reader.read(), name: try reader.read(), offset: try reader.read(),
            genericParameters: try reader.read(), inherited: try reader.read(),
            properties: try reader.read { (reader: inout FactsReader) throws(FactsReader.Malformed) in
                (name: try reader.read(), type: try reader.read(), isStored: try reader.read())
            },
            functionNames: try reader.read(), associatedTypes: try reader.read(), requirements: try reader.read(),
            enclosingTypes: try reader.read(), isExported: try reader.read(), referencedNames: try reader.read(),
            handsOnDependenciesElsewhere: try reader.read(), variableDependenciesOffset: try reader.read(),
            declaresInitializer: try reader.read(), bodyEnd: try reader.read(), objCMembers: try reader.read(),
            externalReads: try reader.read { (reader: inout FactsReader) throws(FactsReader.Malformed) in (name: try reader.read(), offset: try reader.read()) },
            hasInterfaceBuilderMembers: try reader.read(), isIsolated: try reader.read(), staticStoredMembers: try reader.read()
        )
    }
}

extension GenericParameterFact: FactCoding {
    func write(to writer: inout FactsWriter) {
        writer.write(name)
        writer.write(constraints)
        writer.writePositions(constraintOffsets)
        writer.writePosition(offset)
    }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(name: try reader.read(), constraints: try reader.read(), constraintOffsets: try reader.read(), offset: try reader.read())
    }
}

extension InheritedFact: FactCoding {
    func write(to writer: inout FactsWriter) {
        writer.write(name)
        writer.write(genericArguments)
        writer.writePosition(offset)
        writer.write(qualifier)
    }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(name: try reader.read(), genericArguments: try reader.read(), offset: try reader.read(), qualifier: try reader.read())
    }
}

extension RequirementFact: FactCoding {
    func write(to writer: inout FactsWriter) {
        switch kind {
        case .getOnlyProperty(let name):
            writer.writeNumber(0)
            writer.write(name)
        case .settableProperty(let name):
            writer.writeNumber(1)
            writer.write(name)
        case .other(let text):
            writer.writeNumber(2)
            writer.write(text)
        }
        writer.writePosition(offset)
        writer.write(type)
        writer.write(effects)
    }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        let kind: Kind = switch try reader.readNumber() {
        case 0: .getOnlyProperty(name: try reader.read())
        case 1: .settableProperty(name: try reader.read())
        case 2: .other(try reader.read())
        default: throw FactsReader.Malformed()
        }
        self.init(kind: kind, offset: try reader.read(), type: try reader.read(), effects: try reader.read())
    }
}

extension FunctionFact: FactCoding {
    func write(to writer: inout FactsWriter) {
        writer.write(name)
        writer.write(enclosingType)
        writer.writePosition(offset)
        writer.write(genericParameters)
        writer.write(parameterLabels)
        writer.write(isExported)
        writer.write(enclosingTypes)
        writer.write(referencedNames)
    }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(
            name: try reader.read(), enclosingType: try reader.read(), offset: try reader.read(), genericParameters: try reader.read(),
            parameterLabels: try reader.read(), isExported: try reader.read(), enclosingTypes: try reader.read(), referencedNames: try reader.read()
        )
    }
}

extension ParameterFact: FactCoding {
    func write(to writer: inout FactsWriter) {
        writer.write(label)
        writer.writePosition(offset)
        writer.writePosition(end)
        writer.write(typeName)
        writer.write(isOptionalAtCallSites)
        writer.write(isVariadic)
        writer.write(composition)
        writer.write(name)
        writer.write(isOpaque)
    }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(
            label: try reader.read(), offset: try reader.read(), end: try reader.read(), typeName: try reader.read(),
            isOptionalAtCallSites: try reader.read(), isVariadic: try reader.read(), composition: try reader.read(),
            name: try reader.read(), isOpaque: try reader.read()
        )
    }
}

extension ArgumentFact: FactCoding {
    func write(to writer: inout FactsWriter) {
        writer.write(label)
        writer.writePosition(offset)
        writer.writePosition(end)
    }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(label: try reader.read(), offset: try reader.read(), end: try reader.read())
    }
}

extension CallFact.Callee: FactCoding {
    func write(to writer: inout FactsWriter) {
        switch self {
        case .type(let name):
            writer.writeNumber(0)
            writer.write(name)
        case .member(let base, let name):
            writer.writeNumber(1)
            writer.write(base)
            writer.write(name)
        case .function(let name):
            writer.writeNumber(2)
            writer.write(name)
        case .superInit:
            writer.writeNumber(3)
        case .implicitInit(let typeName, let property, let argumentOf):
            writer.writeNumber(4)
            writer.write(typeName)
            writer.write(property)
            writer.write(argumentOf)
        case .other:
            writer.writeNumber(5)
        }
    }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        self = switch try reader.readNumber() {
        case 0: .type(try reader.read())
        case 1: .member(base: try reader.read(), name: try reader.read())
        case 2: .function(try reader.read())
        case 3: .superInit
        case 4: .implicitInit(typeName: try reader.read(), property: try reader.read(), argumentOf: try reader.read())
        case 5: .other
        default: throw FactsReader.Malformed()
        }
    }
}

extension DependenciesArgument: FactCoding {
    private static let all: [Self] = [.own, .external, .this, .other]

    func write(to writer: inout FactsWriter) { writer.writeNumber(Self.all.firstIndex(of: self)!) }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        let number = try reader.readNumber()
        guard Self.all.indices.contains(number) else { throw FactsReader.Malformed() }
        self = Self.all[number]
    }
}

extension CallFact: FactCoding {
    func write(to writer: inout FactsWriter) {
        writer.write(callee)
        writer.writePosition(offset)
        writer.write(labels)
        writer.write(argument)
        writer.write(argumentLabel)
        writer.write(context)
        writer.write(argumentCall)
        writer.write(argumentHolder)
        writer.write(parameterType)
        writer.write(trailingClosures)
        writer.write(implicitType)
        writer.write(typeQualifier)
        writer.write(isMention)
    }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(
            callee: try reader.read(), offset: try reader.read(), labels: try reader.read(), argument: try reader.read(),
            argumentLabel: try reader.read(), context: try reader.read(), argumentCall: try reader.read(),
            argumentHolder: try reader.read(), parameterType: try reader.read(), trailingClosures: try reader.read(),
            implicitType: try reader.read(), typeQualifier: try reader.read(), isMention: try reader.read()
        )
    }
}

extension ContextFact: FactCoding {
    func write(to writer: inout FactsWriter) {
        switch kind {
        case .type(let kind):
            writer.writeNumber(0)
            writer.write(kind)
        case .function:
            writer.writeNumber(1)
        }
        writer.write(name)
        writer.write(genericParameters)
        writer.write(enclosingType)
    }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        let kind: Kind = switch try reader.readNumber() {
        case 0: .type(try reader.read())
        case 1: .function
        default: throw FactsReader.Malformed()
        }
        self.init(kind: kind, name: try reader.read(), genericParameters: try reader.read(), enclosingType: try reader.read())
    }
}

extension TypeReferenceFact: FactCoding {
    func write(to writer: inout FactsWriter) {
        writer.write(name)
        writer.writePosition(offset)
        writer.write(isAny)
        writer.write(enclosingType)
        writer.write(isParameter)
        writer.write(function)
        writer.write(isReturnType)
    }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(
            name: try reader.read(), offset: try reader.read(), isAny: try reader.read(), enclosingType: try reader.read(),
            isParameter: try reader.read(), function: try reader.read(), isReturnType: try reader.read()
        )
    }
}

extension ImportFact: FactCoding {
    func write(to writer: inout FactsWriter) {
        writer.write(module)
        writer.writePosition(offset)
        writer.write(access)
        writer.write(isReexported)
        writer.write(isPartial)
    }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(module: try reader.read(), offset: try reader.read(), access: try reader.read(), isReexported: try reader.read(), isPartial: try reader.read())
    }
}

extension Suppressions: FactCoding {
    func write(to writer: inout FactsWriter) {
        writer.write(directives) { writer, directive in
            writer.write(directive.kind)
            writer.write(directive.ruleIDs) { writer, rule in
                writer.write(rule.id)
                writer.write(rule.offset)
            }
            writer.write(directive.line)
            writer.write(directive.offset)
        }
        writer.write(unknown) { writer, word in
            writer.write(word.word)
            writer.write(word.offset)
        }
    }

    init(from reader: inout FactsReader) throws(FactsReader.Malformed) {
        self.init(
            directives: try reader.read { (reader: inout FactsReader) throws(FactsReader.Malformed) in
                Directive(
                    kind: try reader.read(),
                    ruleIDs: try reader.read { (reader: inout FactsReader) throws(FactsReader.Malformed) in (id: try reader.read(), offset: try reader.read()) },
                    line: try reader.read(), offset: try reader.read()
                )
            },
            unknown: try reader.read { (reader: inout FactsReader) throws(FactsReader.Malformed) in Unknown(word: try reader.read(), offset: try reader.read()) }
        )
    }
}
