import Foundation
import SwiftParser
import SwiftSyntax

/// One file's text before and after `--fix`.
public struct FileChange: Sendable {
    /// The file.
    public let path: String
    /// Its contents before.
    public let original: [UInt8]
    /// Its contents after.
    public let fixed: [UInt8]
}

/// A replacement of the bytes `range` in one file.
struct TextEdit {
    var path: String
    var range: Range<Int>
    var replacement: String
}

/// Computes the fixes for `missing-forwarding`, `dependencies-first` and `unused-dependency` as
/// text edits that keep every comment and line break, and keeps only files that still parse.
struct Fixer {
    let configuration: Configuration
    let files: [FileFacts]
    let index: ProjectIndex
    let sources: [String: [UInt8]]

    func changes() -> [FileChange] {
        let (forwarding, forwarded) = forwardingEdits()
        let edits = forwarding + reorderingEdits() + removalEdits(forwarded: forwarded) + spliceEdits()
        let candidates: [FileChange] = Dictionary(grouping: edits, by: \.path).sorted(by: { $0.key < $1.key }).compactMap { path, fileEdits in
            guard let original = sources[path] else { return nil }
            let fixed = Self.apply(fileEdits, to: original)
            return fixed == original ? nil : FileChange(path: path, original: original, fixed: fixed)
        }
        // A fix must not turn a file that parses into one that does not; the fixed files are
        // parsed on every core, and an original's errors are known from its facts.
        let brokenOriginals = Set(files.filter { $0.isParsed && $0.syntaxErrorOffset != nil }.map(\.path))
        let unparsedOriginals = Set(files.filter { !$0.isParsed }.map(\.path))
        let parses = Linter.inParallel(candidates) { Self.parses($0.fixed) }
        return zip(candidates, parses).compactMap { change, parses in
            let originalParses = unparsedOriginals.contains(change.path) ? Self.parses(change.original) : !brokenOriginals.contains(change.path)
            return parses || !originalParses ? change : nil
        }
    }

    /// `original` with `edits` applied. An edit that overlaps one later in the file is dropped; the
    /// result is built in one pass, so many edits in a large file cost no more than copying it.
    static func apply(_ edits: [TextEdit], to original: [UInt8]) -> [UInt8] {
        let lineBreak = lineBreak(of: original)
        var kept: [TextEdit] = []
        var lowestStart = Int.max
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound) }) {
            guard edit.range.upperBound <= lowestStart || edit.range.isEmpty && edit.range.lowerBound <= lowestStart else { continue }
            kept.append(edit)
            lowestStart = edit.range.lowerBound
        }
        var fixed: [UInt8] = []
        fixed.reserveCapacity(original.count + kept.reduce(0) { $0 + $1.replacement.utf8.count })
        var position = 0
        for edit in kept.reversed() {
            fixed.append(contentsOf: original[position..<edit.range.lowerBound])
            let replacement = lineBreak == "\n" ? edit.replacement : edit.replacement.replacingOccurrences(of: "\n", with: lineBreak)
            fixed.append(contentsOf: replacement.utf8)
            position = edit.range.upperBound
        }
        fixed.append(contentsOf: original[position...])
        return fixed
    }

    private func isEnabled(_ id: String) -> Bool {
        RuleRegistry.rules.first { $0.description.id == id }.flatMap { configuration.severity(of: $0.description) } != nil
    }

    static func parses(_ bytes: [UInt8]) -> Bool {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        return !tree.hasError
    }

    // MARK: missing-requirements

    /// A splice's missing forwarding members, `var logger: any Logging { externalDependencies.logger }`,
    /// written before the closing brace of its declaration, in the indentation of its members.
    private func spliceEdits() -> [TextEdit] {
        guard isEnabled("missing-requirements") else { return [] }
        var edits: [TextEdit] = []
        for file in files {
            guard let bytes = sources[file.path] else { continue }
            for type in file.types {
                guard let end = type.bodyEnd, let gap = MissingRequirementsRule.gap(of: type, index) else { continue }
                let members = gap.forwardable.filter { $0.type != nil }
                guard !members.isEmpty else { continue }
                let braceLine = Self.lineStart(before: end, in: bytes)
                let braceIndent = String(decoding: bytes[braceLine..<end].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
                let onItsOwnLine = bytes[braceLine..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 }
                let indent = Self.memberIndent(of: type, bytes: bytes, braceIndent: braceIndent)
                let lines = members.map { "\(indent)var \($0.name): \($0.type ?? "") { externalDependencies.\($0.name) }\n" }.joined()
                if onItsOwnLine {
                    edits.append(TextEdit(path: file.path, range: braceLine..<braceLine, replacement: lines))
                } else {
                    edits.append(TextEdit(path: file.path, range: end..<end, replacement: "\n" + lines + braceIndent))
                }
            }
        }
        return edits
    }

    /// The indentation of a type's members: that of its first member's line, else its own line's and
    /// four spaces.
    static func memberIndent(of type: TypeFact, bytes: [UInt8], braceIndent: String) -> String {
        let typeLine = lineStart(before: type.offset, in: bytes)
        let typeIndent = String(decoding: bytes[typeLine...].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        let limit = type.bodyEnd ?? bytes.count
        var position = lineEnd(after: type.offset, in: bytes) + 1
        while position < limit {
            let start = position
            while position < limit, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
            if position < limit, !isLineBreak(bytes[position]) { return String(decoding: bytes[start..<position], as: UTF8.self) }
            position = lineEnd(after: position, in: bytes) + 1
        }
        return (typeIndent.isEmpty ? braceIndent : typeIndent) + "    "
    }

    // MARK: missing-forwarding

    /// Adds `& ChildDependencies // Required by Child` under the owner's typealias.
    /// Also returns, per owner typealias, the typealiases it forwards after these edits.
    private func forwardingEdits() -> (edits: [TextEdit], forwarded: [String: Set<String>]) {
        guard isEnabled("missing-forwarding") else { return ([], [:]) }
        var additions: [String: (declaration: ProjectIndex.Located<TypealiasFact>, lines: Set<String>)] = [:]
        let rule = MissingForwardingRule()
        for file in files {
            for gap in rule.gaps(in: file, index) where gap.candidates.count == 1 && gap.cycle.isEmpty {
                let line = file.lines.line(of: gap.offset)
                guard !file.suppressions.isSuppressed("missing-forwarding", onLine: line),
                      let declarations = index.typealiases[gap.owner.alias], declarations.count == 1, let declaration = declarations.first,
                      let child = index.typealiases[gap.candidates[0]]?.first
                else { continue }
                // A public typealias cannot name an internal one, nor a module's typealias another module's internal one.
                let sameModule = index.modules[declaration.path] == index.modules[child.path]
                guard child.fact.isExported || (!declaration.fact.isExported && sameModule) else { continue }
                additions[gap.owner.alias, default: (declaration, [])].lines.insert(
                    "& \(gap.candidates[0]) // Required by \(gap.requiredBy)"
                )
            }
        }
        var forwarded: [String: Set<String>] = [:]
        let edits = additions.flatMap { owner, addition in
            guard let bytes = sources[addition.declaration.path] else { return [TextEdit]() }
            forwarded[owner] = Set(addition.lines.map { String($0.dropFirst(2).prefix { $0 != " " }) })
            return Self.insertions(of: addition.lines.sorted(), into: addition.declaration, bytes: bytes, index: index)
        }
        return (edits, forwarded)
    }

    /// Edits that add `lines` (`& Name // Required by …`) to a typealias in the Guidelines' order:
    /// each before the first later component that starts its own line, else at the end.
    static func insertions(of lines: [String], into declaration: ProjectIndex.Located<TypealiasFact>, bytes: [UInt8], index: ProjectIndex) -> [TextEdit] {
        let alias = declaration.fact
        let indent = continuationIndent(of: alias, in: bytes)
        let bases = ForwardingOrderRule.bases(of: alias, index)
        let roles = alias.components.map { ForwardingOrderRule.role(of: $0.name, bases: bases, index) ?? .base }
        var atPoint: [Int: [String]] = [:]
        var firstLines: [String] = []
        let end = lineEnd(after: alias.end, in: bytes)
        for line in lines {
            let name = String(line.dropFirst(2).prefix { $0 != " " })
            // By role, as the rulebook lists them: before the first component of a later role.
            let role = ForwardingOrderRule.role(of: name, bases: bases, index) ?? .child
            let later = roles.indices.first { roles[$0] > role }
            guard let later else {
                atPoint[end, default: []].append("\n" + indent + line)
                continue
            }
            let start = lineStart(before: alias.components[later].offset, in: bytes)
            let before = String(decoding: bytes[start..<alias.components[later].offset], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if later > 0, before == "&" {
                atPoint[start, default: []].append(indent + line + "\n")
            } else if later == 0 {
                firstLines.append(String(line.dropFirst(2)))
            } else {
                atPoint[end, default: []].append("\n" + indent + line)
            }
        }
        var edits = atPoint.map { offset, texts in
            TextEdit(path: declaration.path, range: offset..<offset, replacement: texts.joined())
        }
        if !firstLines.isEmpty, let first = alias.components.first {
            // New first components, each on its line, then the old first on a line of its own.
            let separator = "\n" + indent + "& "
            edits.append(TextEdit(path: declaration.path, range: first.offset..<first.offset, replacement: firstLines.joined(separator: separator) + separator))
        }
        return edits
    }

    /// The indentation of the declaration's `& …` lines, else its own plus four spaces.
    static func continuationIndent(of alias: TypealiasFact, in bytes: [UInt8]) -> String {
        for component in alias.components.dropFirst() {
            let start = lineStart(before: component.offset, in: bytes)
            let prefix = bytes[start..<component.offset]
            let text = String(decoding: prefix, as: UTF8.self)
            let trimmed = text.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.hasPrefix("&") { return String(text.prefix(text.count - trimmed.count)) }
        }
        let start = lineStart(before: alias.offset, in: bytes)
        let indent = bytes[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return String(decoding: indent, as: UTF8.self) + "    "
    }

    /// Where the line holding `offset` starts (after LF, CR or CRLF).
    static func lineStart(before offset: Int, in bytes: [UInt8]) -> Int {
        var index = min(offset, bytes.count)
        while index > 0, !isLineBreak(bytes[index - 1]) { index -= 1 }
        return index
    }

    /// Where the line holding `offset` ends: at its line break, or the end of the file.
    static func lineEnd(after offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset
        while index < bytes.count, !isLineBreak(bytes[index]) { index += 1 }
        return index
    }

    /// Where the line break that ends at `lineStart` begins: one byte back, two for CRLF.
    static func breakStart(before lineStart: Int, in bytes: [UInt8]) -> Int {
        guard lineStart > 0 else { return 0 }
        return lineStart >= 2 && bytes[lineStart - 1] == UInt8(ascii: "\n") && bytes[lineStart - 2] == UInt8(ascii: "\r") ? lineStart - 2 : lineStart - 1
    }

    static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// The file's line break, from its first line: LF, CRLF or CR. Fixes write it, so a file keeps one style.
    static func lineBreak(of bytes: [UInt8]) -> String {
        guard let first = bytes.firstIndex(where: isLineBreak) else { return "\n" }
        if bytes[first] == UInt8(ascii: "\n") { return "\n" }
        return first + 1 < bytes.count && bytes[first + 1] == UInt8(ascii: "\n") ? "\r\n" : "\r"
    }

    // MARK: dependencies-first

    /// Moves `dependencies` to the front of a declaration and of every call to it, together, so the
    /// change is a pure reordering.
    private func reorderingEdits() -> [TextEdit] {
        guard isEnabled("dependencies-first") else { return [] }
        var edits: [TextEdit] = []
        // Declarations and calls keyed by what they name and their labels, so each declaration
        // finds its twins and its calls by a lookup rather than a scan of the project.
        var declarationCounts: [String: Int] = [:]
        for file in files {
            for function in file.functions { declarationCounts[Self.key(function), default: 0] += 1 }
        }
        var callsByKey: [String: [(file: Int, call: Int)]] = [:]
        for (fileNumber, file) in files.enumerated() {
            for (callNumber, call) in file.calls.enumerated() {
                guard let callee = calleeKey(call) else { continue }
                callsByKey[callee + Self.labelList(call.labels.map(\.label)), default: []].append((fileNumber, callNumber))
            }
        }
        for file in files {
            for function in file.functions {
                let labels = function.parameterLabels.map(\.label)
                guard let position = labels.firstIndex(of: "dependencies"), position > 0,
                      DependenciesFirstRule.isDependencies(function.parameterLabels[position].typeName, of: function, index),
                      !function.parameterLabels.contains(where: \.isOptionalAtCallSites),
                      !file.suppressions.isSuppressed("dependencies-first", onLine: file.lines.line(of: function.parameterLabels[position].offset))
                else { continue }
                // Another declaration with the same name and labels would make some call sites ambiguous:
                // then report without fixing. Initializers are told apart by their type.
                guard declarationCounts[Self.key(function)] == 1, DependenciesFirstRule.reorderingCollision(function, position: position, index) == nil,
                      let bytes = sources[file.path]
                else { continue }
                edits += Self.moveToFront(position, slots: function.parameterLabels.map { ($0.offset, $0.end) }, path: file.path, bytes: bytes)
                for (fileNumber, callNumber) in callsByKey[Self.calleeKey(of: function) + Self.labelList(labels)] ?? [] {
                    let caller = files[fileNumber], call = caller.calls[callNumber]
                    guard calls(call, function), let callerBytes = sources[caller.path] else { continue }
                    edits += Self.moveToFront(position, slots: call.labels.map { ($0.offset, $0.end) }, path: caller.path, bytes: callerBytes)
                }
            }
        }
        return edits
    }

    /// A declaration's name and labels, with an initializer's type: `init@Receipt(order:dependencies:)`.
    private static func key(_ function: FunctionFact) -> String {
        calleeKey(of: function) + labelList(function.parameterLabels.map(\.label))
    }

    /// What a call to `function` names: `init@Type` for an initializer, else its name.
    private static func calleeKey(of function: FunctionFact) -> String {
        function.name == "init" ? "init@" + (function.enclosingType ?? "") : function.name
    }

    /// What `call` names, as ``calleeKey(of:)`` spells a declaration; `nil` when it names nothing a
    /// declaration can be.
    private func calleeKey(_ call: CallFact) -> String? {
        let callerType = call.context.first { if case .type = $0.kind { true } else { false } }?.name
        switch call.callee {
        case .type(let name):
            return "init@" + (name == "Self" ? callerType ?? name : name)
        case .superInit:
            return callerType.flatMap(index.superclass(of:)).map { "init@" + $0 }
        case .implicitInit(let typeName, let property, let argumentOf):
            let type = typeName ?? property.flatMap { property in (argumentOf ?? callerType).flatMap { index.argumentType(property, of: $0) } }
            return type.map { "init@" + $0 }
        case .member(_, let name), .function(let name):
            return name
        case .other:
            return nil
        }
    }

    private static func labelList(_ labels: [String]) -> String {
        "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// Whether `call` resolves to `function`: the same type for initializers and qualified calls,
    /// the superclass for `super.init`; a plain or member call only when no other declaration
    /// shares the function's name and labels (checked by the caller).
    private func calls(_ call: CallFact, _ function: FunctionFact) -> Bool {
        let callerType = call.context.first { if case .type = $0.kind { true } else { false } }?.name
        switch call.callee {
        case .type(let name):
            return function.name == "init" && (name == function.enclosingType || (name == "Self" && callerType == function.enclosingType))
        case .superInit:
            return function.name == "init" && callerType.flatMap(index.superclass(of:)) == function.enclosingType
        case .member(let base?, let name) where base.first?.isUppercase == true:
            return name == function.name && base == function.enclosingType
        case .member(_, let name), .function(let name):
            return name == function.name && function.name != "init"
        case .implicitInit(let typeName, let property, let argumentOf):
            let type = typeName ?? property.flatMap { property in (argumentOf ?? callerType).flatMap { index.argumentType(property, of: $0) } }
            return function.name == "init" && type == function.enclosingType
        case .other:
            return false
        }
    }

    /// Edits that put the element at `position` first and shift the ones before it along, each
    /// element's text moving between the same slots so the list's layout stays as it was.
    static func moveToFront(_ position: Int, slots: [(start: Int, end: Int)], path: String, bytes: [UInt8]) -> [TextEdit] {
        let texts = slots.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
        var order = Array(texts.indices)
        order.remove(at: position)
        order.insert(position, at: 0)
        return (0...position).map { slot in
            TextEdit(path: path, range: slots[slot].start..<slots[slot].end, replacement: texts[order[slot]])
        }
    }

    // MARK: unused-dependency

    /// Removes an unused `…Dependency` from a composition, with its line when it has one.
    private func removalEdits(forwarded: [String: Set<String>]) -> [TextEdit] {
        guard isEnabled("unused-dependency") else { return [] }
        var edits: [TextEdit] = []
        for file in files {
            guard let bytes = sources[file.path] else { continue }
            for alias in file.typealiases where alias.components.count > 1 {
                for (component, property) in index.unusedComponents(of: alias, forwarded: forwarded[alias.qualifiedName] ?? []) {
                    guard let position = alias.components.firstIndex(where: { $0.offset == component.offset }),
                          !file.suppressions.isSuppressed("unused-dependency", onLine: file.lines.line(of: component.offset)),
                          !isUsedThroughForwarding(alias.qualifiedName, property: property),
                          !index.opaqueAliases.contains(alias.qualifiedName)
                    else { continue }
                    edits.append(TextEdit(path: file.path, range: Self.removalRange(of: position, in: alias, bytes: bytes), replacement: ""))
                }
            }
        }
        return edits
    }

    /// Whether some other typealias forwards `alias` and its file uses `property`: removing the
    /// protocol could then break that file.
    private func isUsedThroughForwarding(_ alias: String, property: String) -> Bool {
        index.typealiases.values.joined().contains { other in
            other.fact.qualifiedName != alias && index.closure(of: other.fact.qualifiedName).contains(alias)
                && (index.namesUsedByAlias[other.fact.qualifiedName] ?? index.referencedNames[other.path] ?? []).contains(property)
        }
    }

    static func removalRange(of position: Int, in alias: TypealiasFact, bytes: [UInt8]) -> Range<Int> {
        let component = alias.components[position]
        let lineStart = lineStart(before: component.offset, in: bytes)
        let before = String(decoding: bytes[lineStart..<component.offset], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        if position > 0, before == "&" {
            // `    & XDependency // comment` on its own line: remove the whole line.
            let end = lineEnd(after: component.end, in: bytes)
            return breakStart(before: lineStart, in: bytes)..<end
        }
        if position == 0 {
            return component.offset..<alias.components[1].offset
        }
        return alias.components[position - 1].end..<component.end
    }
}
