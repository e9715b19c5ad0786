/// The `// cpdi-lint:` comments of one file.
///
/// - `// cpdi-lint:disable-next-line RULE-ID[, RULE-ID] - reason` silences the next line;
/// - `// cpdi-lint:disable RULE-ID` … `// cpdi-lint:enable RULE-ID` silences the lines between.
struct Suppressions: Sendable {
    struct Directive: Sendable {
        enum Kind: String, Sendable {
            case disableNextLine = "disable-next-line"
            case disable
            case enable
        }

        var kind: Kind
        var ruleIDs: [(id: String, offset: Int)]
        var line: Int
    }

    var directives: [Directive] = []

    /// Parses the text of one `//` comment that starts at `offset` on `line`; other comments are ignored.
    mutating func add(comment: String, offset: Int, line: Int) {
        let body = comment.dropFirst(2).drop(while: { $0 == " " || $0 == "\t" })
        guard body.hasPrefix("cpdi-lint:") else { return }
        let rest = body.dropFirst("cpdi-lint:".count)
        let word = rest.prefix(while: { !$0.isWhitespace })
        guard let kind = Directive.Kind(rawValue: String(word)) else { return }
        // The rule list ends at " - " (the reason) or the end of the comment.
        var list = rest.dropFirst(word.count)
        if let reason = list.range(of: " - ") { list = list[..<reason.lowerBound] }
        var ids: [(String, Int)] = []
        var index = list.startIndex
        while index < list.endIndex {
            while index < list.endIndex, list[index] == " " || list[index] == "," || list[index] == "\t" { index = list.index(after: index) }
            let start = index
            while index < list.endIndex, list[index] != " ", list[index] != ",", list[index] != "\t" { index = list.index(after: index) }
            if start < index {
                let distance = comment.utf8.distance(from: comment.startIndex, to: start)
                ids.append((String(list[start..<index]), offset + distance))
            }
        }
        directives.append(Directive(kind: kind, ruleIDs: ids, line: line))
    }

    /// Whether `ruleID` is silenced on `line`.
    func isSuppressed(_ ruleID: String, onLine line: Int) -> Bool {
        var disabledSince: Int?
        for directive in directives where directive.ruleIDs.contains(where: { $0.id == ruleID }) {
            switch directive.kind {
            case .disableNextLine where directive.line + 1 == line:
                return true
            case .disable where directive.line < line && disabledSince == nil:
                disabledSince = directive.line
            case .enable where directive.line < line:
                disabledSince = nil
            default:
                break
            }
        }
        return disabledSince != nil
    }
}
