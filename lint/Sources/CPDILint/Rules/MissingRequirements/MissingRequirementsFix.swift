import Foundation

/// missing-requirements' fix: a splice's missing forwarding members.
extension Fixer {
    /// A splice's missing forwarding members, `var logger: any Logging { externalDependencies.logger }`,
    /// written before the closing brace of its declaration, in the indentation of its members; and,
    /// per External typealias, the properties those members read from it (which must stay in it).
    /// And the modules each file must import for the types those members name.
    func spliceEdits() -> (edits: [TextEdit], reads: [String: Set<String>], imports: [String: Set<String>]) {
        var edits: [TextEdit] = []
        var reads: [String: Set<String>] = [:]
        var imports: [String: Set<String>] = [:]
        for declaringFile in files {
            for declared in declaringFile.types {
                guard allows("missing-requirements", at: declared.offset, in: declaringFile),
                      let gap = MissingRequirementsRule.gap(of: declared, index)
                else { continue }
                let members = gap.forwardable.filter { $0.type != nil }
                guard !members.isEmpty else { continue }
                // A splice constrained only where it conforms (`extension … where ExternalDependencies: …`)
                // can read its external dependencies only there: the members go into that extension.
                var (file, type) = (declaringFile, declared)
                let unconstrained = Set(declared.genericParameters.filter(\.constraints.isEmpty).map(\.name))
                if declared.kind != .extension, !unconstrained.isEmpty,
                   let conforming = index.declarations(ofType: declared.name).first(where: { located in
                       located.fact.kind == .extension && located.fact.genericParameters.contains { unconstrained.contains($0.name) && ($0.name == Names.externalDependencies || $0.constraints.contains(where: Names.isExternalAliasName)) }
                   }),
                   let conformingFile = files.first(where: { $0.path == conforming.path }) {
                    (file, type) = (conformingFile, conforming.fact)
                }
                guard let bytes = sources[file.path], let end = type.bodyEnd else { continue }
                if let external = index.externalAlias(ofType: type.name) {
                    reads[index.canonical(external), default: []].formUnion(members.map(\.name))
                }
                let braceLine = Self.lineStart(before: end, in: bytes)
                let braceIndent = String(decoding: bytes[braceLine..<end].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
                let onItsOwnLine = bytes[braceLine..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 }
                let indent = Self.memberIndent(of: type, bytes: bytes, braceIndent: braceIndent)
                let lines = members.map { "\(indent)\($0.forwardingMember)\n" }.joined()
                // `var tracker: any Tracking` in a file that does not import the module declaring `Tracking`; or, where
                // the declaration is in a file the linter did not parse, the module of the protocol that requires it,
                // which sees the type.
                for name in members.flatMap({ Self.typeNames(in: $0.type ?? "") + [$0.protocolName] }) {
                    if let module = index.missingImport(of: name, in: file.path, file: file) { imports[file.path, default: []].insert(module) }
                }
                if onItsOwnLine {
                    edits.append(TextEdit(path: file.path, range: braceLine..<braceLine, replacement: lines))
                } else {
                    // `{ let externalDependencies: ExternalDependencies }` on one line: the members go on
                    // lines of their own, and no space is left at the end of the first.
                    var start = end
                    while start > braceLine, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
                    edits.append(TextEdit(path: file.path, range: start..<end, replacement: "\n" + lines + braceIndent))
                }
            }
        }
        return (edits, reads, imports)
    }

    /// The type names written in `type` (`Tracking` in `(any Tracking)?`), without the members of one
    /// (`Store` in `ExternalDependencies.Store`).
    static func typeNames(in type: String) -> [String] {
        var names: [String] = []
        var current = "", afterDot = false, previous: Character = " "
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" {
                if current.isEmpty { afterDot = previous == "." }
                current.append(character)
            } else {
                if let first = current.first, first.isUppercase, !afterDot { names.append(current) }
                current = ""
            }
            previous = character
        }
        return names
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
}
