import Foundation

/// unused-dependency's fix (the rule is opt-in): an unused `…Dependency` removed from a composition.
extension Fixer {
    /// Removes an unused `…Dependency` from a composition, with its line when it has one. A property
    /// that a forwarding member written in the same run reads (`readBySplices`, per External
    /// typealias) is used: removing it would break that member.
    func removalEdits(forwarded: [String: Set<String>], readBySplices: [String: Set<String>]) -> [TextEdit] {
        var edits: [TextEdit] = []
        for file in files {
            guard let bytes = sources[file.path] else { continue }
            for alias in file.typealiases where alias.components.count > 1 {
                for (component, property) in index.unusedComponents(of: alias, forwarded: forwarded[alias.qualifiedName] ?? []) {
                    guard let position = alias.components.firstIndex(where: { $0.offset == component.offset }),
                          allows("unused-dependency", at: component.offset, in: file),
                          !isUsedThroughForwarding(alias.qualifiedName, property: property, component: component.name),
                          readBySplices[index.canonical(alias.qualifiedName)]?.contains(property) != true,
                          !index.opaqueAliases.contains(alias.qualifiedName)
                    else { continue }
                    edits.append(TextEdit(path: file.path, range: Self.removalRange(of: position, in: alias, bytes: bytes), replacement: ""))
                }
            }
        }
        return edits
    }

    /// Whether some other typealias forwards `alias`, its file uses `property`, and it reaches `component`
    /// only through `alias`: removing the protocol could then break that file. One that also lists it
    /// itself, or through another typealias, keeps it.
    func isUsedThroughForwarding(_ alias: String, property: String, component: String) -> Bool {
        index.typealiases.values.joined().contains { other in
            other.fact.qualifiedName != alias && index.closure(of: other.fact.qualifiedName).contains(alias)
                && (index.namesUsedByAlias[other.fact.qualifiedName] ?? index.referencedNames[other.path] ?? []).contains(property)
                && !index.closure(of: other.fact.qualifiedName, leavingOut: (alias, component)).contains(index.canonical(component))
        }
    }

    static func removalRange(of position: Int, in alias: TypealiasFact, bytes: [UInt8]) -> Range<Int> {
        let component = alias.components[position]
        let lineStart = lineStart(before: component.offset, in: bytes)
        let before = String(decoding: bytes[lineStart..<component.offset], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        let end = endOfTrailingComment(after: component.end, in: bytes)
        if position > 0, before == "&", !holdsCode(component.end..<end, in: bytes) {
            // `    & XDependency // comment` on its own line: remove the whole line, and the rest of a block
            // comment that starts there.
            return breakStart(before: lineStart, in: bytes)..<end
        }
        if position == 0 {
            return component.offset..<alias.components[1].offset
        }
        // From the `&` before it (the comment of the one before stays) through a block comment right after it.
        var start = component.offset
        while start > alias.components[position - 1].end, bytes[start - 1] != UInt8(ascii: "&") { start -= 1 }
        if start > alias.components[position - 1].end { start -= 1 }
        // The spaces before it too, unless they indent its line.
        var spaces = start
        while spaces > alias.components[position - 1].end, bytes[spaces - 1] == UInt8(ascii: " ") || bytes[spaces - 1] == UInt8(ascii: "\t") { spaces -= 1 }
        if !isLineBreak(bytes[spaces - 1]) { start = spaces }
        var after = component.end
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
        let comment = after + 1 < bytes.count && bytes[after] == UInt8(ascii: "/") && bytes[after + 1] == UInt8(ascii: "*")
        return start..<(comment ? endOfBlockComment(at: after, in: bytes) : component.end)
    }
}
