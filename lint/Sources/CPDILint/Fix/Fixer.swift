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
    /// The edits that only build together (a declaration reordered with its calls) share a group: all
    /// of them are applied or none.
    var group: String? = nil
    /// Where in the file the replacement was taken from, when it moves text: edits of its group inside
    /// that range (a call passed to another call of the same declaration) are made to it as it moves.
    var source: Range<Int>? = nil
}

/// Computes the fixes for `missing-forwarding`, `dependencies-first` and `unused-dependency` as
/// text edits that keep every comment and line break, and keeps only files that still parse.
struct Fixer {
    /// The configuration that governs each file.
    let configuration: (String) -> Configuration
    /// Findings `--fix` must leave as they are (those in the baseline), as ``place(_:_:_:)`` keys.
    var leftAlone: Set<String> = []
    let files: [FileFacts]
    let index: ProjectIndex
    let sources: [String: [UInt8]]
    /// The files this run may write, when not all: a fix that must change one outside them too (a
    /// declaration and its calls) is left whole, never half made.
    var fixable: Set<String>? = nil
    /// How the names two modules declare are written in each file (``ModuleNames``).
    var spelling = ModuleNames.Spelling()

    /// Whether every one of `paths` may be written.
    func mayWrite(_ paths: some Sequence<String>) -> Bool {
        guard let fixable else { return true }
        return paths.allSatisfy(fixable.contains)
    }

    func changes() -> [FileChange] {
        // Fixes computed from one model are applied together, so each must hold given the others:
        // a removal leaves what a new forwarding or splice member needs.
        let (forwarding, forwarded, forwardImports) = forwardingEdits()
        let (splices, readBySplices, spliceImports) = spliceEdits()
        let imports = importEdits(forwardImports.merging(spliceImports) { $0.union($1) })
        // Names two modules declare are written as the file that gets them can name them (``ModuleNames``);
        // an edit that cannot name one there is left, with its group.
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var unwritable: Set<String> = []
        var edits = (forwarding + reorderingEdits() + enumCaseReorderingEdits() + removalEdits(forwarded: forwarded, readBySplices: readBySplices) + splices + imports).compactMap { edit -> TextEdit? in
            var edit = edit
            guard let written = spelling.written(edit.replacement, in: byPath[edit.path]) else {
                if let group = edit.group { unwritable.insert(group) }
                return nil
            }
            edit.replacement = written
            return edit
        }
        edits.removeAll { $0.group.map(unwritable.contains) == true }
        return Self.changes(applying: edits, to: sources, files: files)
    }

    /// The files `edits` change, each still parsing if it parsed before. An edit that overlaps another is
    /// dropped with the rest of its group, in every file, and so is every group that touches a file
    /// whose fixed text would not parse: a declaration never changes without its calls. What is left
    /// out is fixed by a later round, which reads what this one wrote.
    static func changes(applying edits: [TextEdit], to sources: [String: [UInt8]], files: [FileFacts]) -> [FileChange] {
        // An original's syntax errors are known from its facts.
        let brokenOriginals = Set(files.filter { $0.isParsed && $0.syntaxErrorOffset != nil }.map(\.path))
        let unparsedOriginals = Set(files.filter { !$0.isParsed }.map(\.path))
        var edits = nestingMoves(edits, sources: sources)
        while true {
            let overlapped = Set(Dictionary(grouping: edits, by: \.path).values.flatMap { kept($0).dropped }.compactMap(\.group))
            if !overlapped.isEmpty {
                edits.removeAll { $0.group.map(overlapped.contains) == true }
                continue
            }
            let candidates: [FileChange] = Dictionary(grouping: edits, by: \.path).sorted(by: { $0.key < $1.key }).compactMap { path, fileEdits in
                guard let original = sources[path] else { return nil }
                let fixed = apply(fileEdits, to: original)
                return fixed == original ? nil : FileChange(path: path, original: original, fixed: fixed)
            }
            // A fix must not turn a file that parses into one that does not; the fixed files are parsed on every core.
            let parses = Linter.inParallel(candidates) { Self.parses($0.fixed) }
            let broken = Set(zip(candidates, parses).filter { change, parses in
                !parses && (unparsedOriginals.contains(change.path) ? Self.parses(change.original) : !brokenOriginals.contains(change.path))
            }.map(\.0.path))
            if broken.isEmpty { return candidates }
            let groups = Set(edits.filter { broken.contains($0.path) }.compactMap(\.group))
            edits.removeAll { broken.contains($0.path) || $0.group.map(groups.contains) == true }
        }
    }

    /// `edits` with the edits of a group that fall inside text the group moves made to that text as it
    /// moves, and left out where it was: `f(a: f(a: 1, dependencies: d), dependencies: d)` is reordered
    /// inside and out at once, since a declaration and all its calls change together.
    static func nestingMoves(_ edits: [TextEdit], sources: [String: [UInt8]]) -> [TextEdit] {
        var result = edits.filter { $0.group == nil }
        let grouped = Dictionary(grouping: edits.filter { $0.group != nil }) { "\($0.group!)\u{0}\($0.path)" }
        for (_, group) in grouped {
            guard let bytes = sources[group[0].path] else { continue }
            // Innermost first, so that an outer move takes the inner one's text as already moved.
            var moves = group.sorted { ($0.source ?? $0.range).count < ($1.source ?? $1.range).count }
            for number in moves.indices {
                guard let source = moves[number].source else { continue }
                let inside = moves.indices.filter { $0 != number && moves[$0].range != source && holds(source, moves[$0].range) }
                guard !inside.isEmpty else { continue }
                // Only the outermost of them: what lies inside those is in their replacements already.
                let outermost = inside.filter { edit in
                    !inside.contains { $0 != edit && moves[$0].range != moves[edit].range && holds(moves[$0].range, moves[edit].range) }
                }
                let relative = outermost.map { other in
                    var edit = moves[other]
                    edit.range = (edit.range.lowerBound - source.lowerBound)..<(edit.range.upperBound - source.lowerBound)
                    return edit
                }
                // LF here: ``apply(_:to:)`` writes the file's line breaks when the whole is applied.
                let moved = apply(relative, to: Array(bytes[source]), lineBreak: "\n")
                moves[number].replacement = String(decoding: moved, as: UTF8.self)
            }
            // What lies inside a range the group rewrites has been made to the text that replaces it.
            result += moves.filter { edit in !moves.contains { $0.range != edit.range && holds($0.range, edit.range) } }
        }
        return result
    }

    /// Whether `outer` holds all of `inner`; an empty `inner` (an insertion) only strictly inside it.
    private static func holds(_ outer: Range<Int>, _ inner: Range<Int>) -> Bool {
        guard !inner.isEmpty else { return outer.lowerBound < inner.lowerBound && inner.lowerBound < outer.upperBound }
        return outer.lowerBound <= inner.lowerBound && inner.upperBound <= outer.upperBound
    }

    /// `edits` from the end of the file back, split into those applied and those that overlap one applied.
    private static func kept(_ edits: [TextEdit]) -> (kept: [TextEdit], dropped: [TextEdit]) {
        var kept: [TextEdit] = [], dropped: [TextEdit] = []
        var lowestStart = Int.max
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound) }) {
            guard edit.range.upperBound <= lowestStart || edit.range.isEmpty && edit.range.lowerBound <= lowestStart else {
                dropped.append(edit)
                continue
            }
            kept.append(edit)
            lowestStart = edit.range.lowerBound
        }
        return (kept, dropped)
    }

    /// `original` with `edits` applied. An edit that overlaps one later in the file is dropped; the
    /// result is built in one pass, so many edits in a large file cost no more than copying it.
    static func apply(_ edits: [TextEdit], to original: [UInt8]) -> [UInt8] {
        apply(edits, to: original, lineBreak: lineBreak(of: original))
    }

    /// `original` with `edits` applied, their line breaks written as `lineBreak`.
    private static func apply(_ edits: [TextEdit], to original: [UInt8], lineBreak: String) -> [UInt8] {
        let kept = kept(edits).kept
        var fixed: [UInt8] = []
        fixed.reserveCapacity(original.count + kept.reduce(0) { $0 + $1.replacement.utf8.count })
        var position = 0
        for edit in kept.reversed() {
            fixed.append(contentsOf: original[position..<edit.range.lowerBound])
            // Fixes write LF; text a fix moves from the file has the file's line breaks already.
            let replacement = lineBreak == "\n" ? edit.replacement : edit.replacement.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: lineBreak)
            fixed.append(contentsOf: replacement.utf8)
            position = edit.range.upperBound
        }
        fixed.append(contentsOf: original[position...])
        return fixed
    }

    /// Whether the finding of `rule` at `offset` in `file` may be fixed: the rule is on in the
    /// configuration that governs the file, no suppression silences it, and it is not in the
    /// baseline. Every fix asks this, and nothing else decides.
    func allows(_ rule: String, at offset: Int, in file: FileFacts) -> Bool {
        let line = file.lines.line(of: offset)
        guard let description = RuleRegistry.allDescriptions.first(where: { $0.id == rule }),
              configuration(file.path).severity(of: description) != nil,
              !file.suppressions.isSuppressed(rule, onLine: line)
        else { return false }
        return !leftAlone.contains(Self.place(file.path, line, rule))
    }

    /// The key of a finding's place: its file, line and rule.
    static func place(_ path: String, _ line: Int, _ rule: String) -> String {
        "\(path):\(line):\(rule)"
    }

    static func parses(_ bytes: [UInt8]) -> Bool {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        return !tree.hasError
    }

    // MARK: Text

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

    /// Where the line of `start` ends for an edit after it: its end, or, when a block comment opened on that line
    /// runs on (`& PricingDependency /* prices for the rows;` … `taxes too */`), the end of the line that
    /// closes it, so nothing is written inside the comment or cuts it in two.
    static func endOfTrailingComment(after start: Int, in bytes: [UInt8]) -> Int {
        var index = start
        var end = lineEnd(after: start, in: bytes)
        while index + 1 < bytes.count, index < end {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                index = endOfBlockComment(at: index, in: bytes)
                if index > end { end = lineEnd(after: index, in: bytes) }
            } else if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
                break
            } else {
                index += 1
            }
        }
        return end
    }

    /// Whether `bytes[range]` holds code: anything besides spaces, line breaks and comments.
    static func holdsCode(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || isLineBreak(byte) {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < range.upperBound, bytes[index + 1] == UInt8(ascii: "/") {
                index = lineEnd(after: index, in: bytes)
            } else if byte == UInt8(ascii: "/"), index + 1 < range.upperBound, bytes[index + 1] == UInt8(ascii: "*") {
                index = endOfBlockComment(at: index, in: bytes)
            } else {
                return true
            }
        }
        return false
    }

    /// Where the block comment that opens at `start` (`/*`, nested ones counted) ends, after its `*/`.
    static func endOfBlockComment(at start: Int, in bytes: [UInt8]) -> Int {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
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
}
