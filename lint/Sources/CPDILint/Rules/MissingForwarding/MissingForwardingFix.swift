import Foundation

/// missing-forwarding's fix: the child's typealias added to its owner's, in the rulebook's order.
extension Fixer {
    /// Adds `& ChildDependencies // Required by Child` under the owner's typealias.
    /// Also returns, per owner typealias, the typealiases it forwards after these edits.
    func forwardingEdits() -> (edits: [TextEdit], forwarded: [String: Set<String>], imports: [String: Set<String>]) {
        var additions: [String: (declaration: ProjectIndex.Located<TypealiasFact>, lines: Set<String>)] = [:]
        var publicizing: [String: [Int: (range: Range<Int>, text: String)]] = [:]
        let rule = MissingForwardingRule()
        let gaps = files.map { file in rule.gaps(in: file, index).filter { $0.candidates.count == 1 && $0.cycle.isEmpty } }
        let promoted = promotedChains(gaps)
        for (file, fileGaps) in zip(files, gaps) {
            for gap in fileGaps {
                guard allows("missing-forwarding", at: gap.offset, in: file),
                      let declarations = index.typealiases[gap.owner.alias], declarations.count == 1, let declaration = declarations.first
                else { continue }
                let written = Set(declaration.fact.components.map(\.name))
                // A public owner of an internal child: each protocol and public typealias behind it, when
                // every one of them can be named by a public typealias.
                if !gap.needsAll.isEmpty {
                    guard gap.needsAll.allSatisfy(isPublic) else { continue }
                    for need in gap.needsAll where !written.contains(need) {
                        additions[gap.owner.alias, default: (declaration, [])].lines.insert("& \(need) // Required by \(gap.requiredBy)")
                    }
                    continue
                }
                guard let child = index.typealiases[gap.candidates[0]]?.first, !written.contains(gap.candidates[0]),
                      !MissingForwardingRule.isOnlyInSomeBuilds(gap.candidates[0], forwardedBy: declaration.fact, index)
                else { continue }
                // A public typealias cannot name an internal one, nor a module's typealias another module's internal
                // one; an entry point's child typealias made of public names is made public with the forward.
                let sameModule = index.modules[declaration.path] == index.modules[child.path]
                // An owner another forward of this run makes public needs its internal child public too.
                let promotion = promoted.chains[Self.gapKey(gap)]
                if promotion == nil, !gap.childBecomesPublic, !child.fact.isExported, promoted.willBePublic[gap.owner.alias] != nil { continue }
                // Imports below public are a person's to open (they change what the module exports).
                if !gap.importsToOpen.isEmpty { continue }
                if gap.childBecomesPublic || promotion != nil {
                    // The owner's own access (`public`, `package`) for each typealias of the chain.
                    let access = promotion?.access ?? declaration.fact.accessModifier ?? "public"
                    let names = promotion?.chain ?? gap.becomePublic
                    var chain: [(path: String, range: Range<Int>, text: String)] = []
                    for name in names {
                        guard let located = index.typealiases[name]?.first, let bytes = sources[located.path],
                              let keyword = Self.keywordOffset("typealias", before: located.fact.offset, in: bytes)
                        else { break }
                        if let written = located.fact.accessModifier, ["internal", "fileprivate", "private"].contains(written) {
                            guard let modifier = Self.keywordOffset(written, before: keyword, in: bytes) else { break }
                            chain.append((located.path, modifier..<(modifier + written.utf8.count), access))
                        } else {
                            chain.append((located.path, keyword..<keyword, access + " "))
                        }
                    }
                    guard chain.count == names.count else { continue }
                    for edit in chain { publicizing[edit.path, default: [:]][edit.range.lowerBound] = (edit.range, edit.text) }
                } else {
                    guard child.fact.isExported || (!declaration.fact.isExported && sameModule) else { continue }
                    // An internal typealias cannot name a private one: the child's becomes internal (its type may stay private).
                    if let hidden = Self.hiddenAccess(of: child.fact, from: declaration.fact) {
                        guard let bytes = sources[child.path], let keyword = Self.keywordOffset("typealias", before: child.fact.offset, in: bytes),
                              let modifier = Self.keywordOffset(hidden, before: keyword, in: bytes)
                        else { continue }
                        publicizing[child.path, default: [:]][modifier] = (modifier..<keyword, "")
                    }
                }
                additions[gap.owner.alias, default: (declaration, [])].lines.insert(
                    "& \(gap.candidates[0]) // Required by \(gap.requiredBy)"
                )
            }
        }
        var forwarded: [String: Set<String>] = [:]
        var imports: [String: Set<String>] = [:]
        var edits = additions.flatMap { owner, addition in
            guard let bytes = sources[addition.declaration.path] else { return [TextEdit]() }
            let names = addition.lines.map { String($0.dropFirst(2).prefix { $0 != " " }) }
            forwarded[owner] = Set(names)
            imports[addition.declaration.path, default: []].formUnion(names.compactMap { index.missingImport(of: $0, in: addition.declaration.path) })
            return Self.insertions(of: addition.lines.sorted(), into: addition.declaration, bytes: bytes, index: index)
        }
        for (path, byOffset) in publicizing {
            edits += byOffset.values.map { TextEdit(path: path, range: $0.range, replacement: $0.text) }
        }
        return (edits, forwarded, imports)
    }

    /// The `import` lines that let the names the fixes write resolve where they are written: one edit per
    /// file, however many fixes need a module there.
    func importEdits(_ imports: [String: Set<String>]) -> [TextEdit] {
        imports.compactMap { path, modules in
            guard !modules.isEmpty, let bytes = sources[path] else { return nil }
            // After the last import every build has: one inside `#if` would take the new one with it.
            return Self.importInsertion(of: modules.sorted(), path: path, bytes: bytes, after: files.first { $0.path == path }?.imports.filter { !$0.isPartial }.map(\.offset).max())
        }
    }

    /// The internal typealiases that forwards of this run make public (a public entry point's child's,
    /// with what it composes), and for each forward into one of them of an internal child, that child's
    /// chain to make public with it, at the same access: worked out until no forward adds another.
    struct Promotions {
        /// Typealias → the access (`public`, `package`) it will have.
        var willBePublic: [String: String] = [:]
        /// ``gapKey(_:)`` of a forward → the chain it makes public with it, and at what access.
        var chains: [String: (chain: [String], access: String)] = [:]
    }

    /// ``Promotions`` of the gaps of a run, by file.
    func promotedChains(_ gaps: [[ForwardingGap]]) -> Promotions {
        var promotions = Promotions()
        for gap in gaps.joined() where gap.childBecomesPublic {
            let access = index.typealiases[gap.owner.alias]?.first?.fact.accessModifier ?? "public"
            for name in gap.becomePublic { promotions.willBePublic[name] = access }
        }
        var changed = true
        while changed {
            changed = false
            for gap in gaps.joined() where !gap.childBecomesPublic && gap.needsAll.isEmpty && promotions.chains[Self.gapKey(gap)] == nil {
                guard let access = promotions.willBePublic[gap.owner.alias], let owner = index.typealiases[gap.owner.alias]?.first,
                      let child = index.typealiases[gap.candidates[0]]?.first, !child.fact.isExported,
                      index.modules[owner.path] == index.modules[child.path],
                      let chain = index.typealiasesToPublicize(gap.candidates[0], in: index.modules[owner.path])
                else { continue }
                promotions.chains[Self.gapKey(gap)] = (chain, access)
                for name in chain where promotions.willBePublic[name] == nil {
                    promotions.willBePublic[name] = access
                    changed = true
                }
            }
        }
        return promotions
    }

    /// A forward's key: its owner's typealias and the one it forwards.
    static func gapKey(_ gap: ForwardingGap) -> String {
        "\(gap.owner.alias)|\(gap.candidates.first ?? "")"
    }

    /// The modifier (`private`, `fileprivate`) that keeps `child` from being named by `owner`, which is
    /// neither; `nil` when `owner` can name it.
    static func hiddenAccess(of child: TypealiasFact, from owner: TypealiasFact) -> String? {
        let hidden: Set<String> = ["private", "fileprivate"]
        guard let access = child.accessModifier, hidden.contains(access), !hidden.contains(owner.accessModifier ?? "") else { return nil }
        return access
    }

    /// Where `keyword` starts, the last time it stands before `offset` on the way back (`typealias`
    /// before a typealias's name); `nil` when it is not there.
    static func keywordOffset(_ keyword: String, before offset: Int, in bytes: [UInt8]) -> Int? {
        let needle = Array(keyword.utf8)
        var start = min(offset, bytes.count) - needle.count
        while start >= 0 {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return start }
            start -= 1
        }
        return nil
    }

    /// `import M` lines for `modules`: after the file's last import (at `lastImport`), else above its
    /// first line that is not a comment or blank.
    static func importInsertion(of modules: [String], path: String, bytes: [UInt8], after lastImport: Int?) -> TextEdit {
        let lines = modules.map { "import \($0)" }
        if let lastImport {
            let end = lineEnd(after: lastImport, in: bytes)
            return TextEdit(path: path, range: end..<end, replacement: lines.map { "\n" + $0 }.joined())
        }
        var offset = 0
        var inBlockComment = false
        while offset < bytes.count {
            let end = lineEnd(after: offset, in: bytes)
            let line = String(decoding: bytes[offset..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if inBlockComment {
                inBlockComment = !line.contains("*/")
            } else if line.hasPrefix("/*") {
                inBlockComment = !line.contains("*/")
            } else if !(line.isEmpty || line.hasPrefix("//")) {
                break
            }
            offset = min(bytes.count, end + (bytes[end...].starts(with: [13, 10]) ? 2 : 1))
        }
        return TextEdit(path: path, range: offset..<offset, replacement: lines.map { $0 + "\n" }.joined() + "\n")
    }

    /// Whether a public typealias can name `name`: a public typealias or protocol, or one declared
    /// outside the project (another package's, which the compiler checks).
    private func isPublic(_ name: String) -> Bool {
        if let alias = index.typealiases[index.canonical(name)]?.first { return alias.fact.isExported }
        if let type = index.types[name]?.first(where: { $0.fact.kind != .extension }) { return type.fact.isExported }
        return true
    }

    /// Edits that add `lines` (`& Name // Required by …`) to a typealias in the Guidelines' order:
    /// each before the first later component that starts its own line, else at the end.
    static func insertions(of lines: [String], into declaration: ProjectIndex.Located<TypealiasFact>, bytes: [UInt8], index: ProjectIndex) -> [TextEdit] {
        let alias = declaration.fact
        let indent = continuationIndent(of: alias, in: bytes)
        // A feature entry point builds on the External halves it fills, the new ones too.
        let added = lines.map { String($0.dropFirst(2).prefix { $0 != " " }) }
        let bases = ForwardingOrderRule.bases(of: alias, index).union(
            alias.name.hasSuffix(Names.featureDependencies) ? added.filter(Names.isExternalAliasName) : []
        )
        let roles = alias.components.map { ForwardingOrderRule.role(of: $0.name, bases: bases, index) ?? .base }
        var atPoint: [Int: [String]] = [:]
        var firstLines: [String] = []
        let end = endOfTrailingComment(after: alias.end, in: bytes)
        // Code after the typealias on its line (`…; struct Semicolon {`): each name goes right after
        // it, on that line, since a line of its own there would end the typealias or comment out the code.
        if holdsCode(min(alias.end, end)..<end, in: bytes) {
            let names = lines.map { String($0.dropFirst(2).prefix { $0 != " " }) }
            return [TextEdit(path: declaration.path, range: alias.end..<alias.end, replacement: names.map { " & " + $0 }.joined())]
        }
        // The new lines among themselves by role too (a child's before a helper's), then by name.
        func roleOf(_ line: String) -> ForwardingOrderRule.Role {
            ForwardingOrderRule.role(of: String(line.dropFirst(2).prefix { $0 != " " }), bases: bases, index) ?? .child
        }
        // An adopted protocol's typealias may stand anywhere; it goes last, where the rulebook's
        // `PDPViewDependencies` lists `PDPComponentDependencies`.
        let adopted = ForwardingOrderRule.adoptedAliases(of: alias, index)
        for line in lines.sorted(by: { (adopted.contains(String($0.dropFirst(2).prefix { $0 != " " })) ? 1 : 0, roleOf($0), $0)
            < (adopted.contains(String($1.dropFirst(2).prefix { $0 != " " })) ? 1 : 0, roleOf($1), $1) }) {
            let name = String(line.dropFirst(2).prefix { $0 != " " })
            if adopted.contains(name) {
                atPoint[end, default: []].append("\n" + indent + line)
                continue
            }
            // By role, as the rulebook lists them: before the first component of a later role.
            let role = roleOf(line)
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
        // One level more, in the file's own unit: a tab where its lines are indented with tabs.
        let tabbed = zip(bytes, bytes.dropFirst()).contains { isLineBreak($0) && $1 == UInt8(ascii: "\t") }
        return String(decoding: indent, as: UTF8.self) + (tabbed ? "\t" : "    ")
    }
}
