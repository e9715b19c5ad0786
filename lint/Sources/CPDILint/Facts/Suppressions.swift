/// The `// cpdi-lint:` comments of one file.
///
/// - `// cpdi-lint:disable-next-line RULE-ID[, RULE-ID] - reason` silences the next line;
/// - `// cpdi-lint:disable-this-line RULE-ID - reason`, at the end of a line, silences that line;
/// - `// cpdi-lint:disable RULE-ID` … `// cpdi-lint:enable RULE-ID` silences the lines between.
///
/// Rule ids are separated by commas, and `all` stands for every rule; the first word not joined by a
/// comma starts the reason, so `- reason` and a bare `reason` both parse. Block comments
/// (`/* cpdi-lint:disable … */`) work as line comments do.
struct Suppressions: Sendable {
    struct Directive: Sendable {
        enum Kind: String, Sendable, CaseIterable {
            case disableNextLine = "disable-next-line"
            case disableThisLine = "disable-this-line"
            case disable
            case enable
        }

        var kind: Kind
        var ruleIDs: [(id: String, offset: Int)]
        var line: Int
        /// Where the comment starts.
        var offset: Int = 0
    }

    /// A `// cpdi-lint:WORD` comment whose word is not a directive.
    struct Unknown: Sendable {
        var word: String
        var offset: Int
    }

    var directives: [Directive] = []
    var unknown: [Unknown] = []

    /// Parses the text of one `//` comment that starts at `offset` on `line`; other comments are ignored.
    mutating func add(comment: String, offset: Int, line: Int) {
        // `/* … */`: the same directive, without the closing marker.
        let comment = comment.hasPrefix("/*") && comment.hasSuffix("*/") ? String(comment.dropLast(2)) : comment
        let body = comment.dropFirst(2).drop(while: { $0 == " " || $0 == "\t" })
        guard body.hasPrefix("cpdi-lint:") else { return }
        let rest = body.dropFirst("cpdi-lint:".count)
        let word = rest.prefix(while: { !$0.isWhitespace })
        guard let kind = Directive.Kind(rawValue: String(word)) else {
            let distance = comment.utf8.distance(from: comment.startIndex, to: rest.startIndex)
            unknown.append(Unknown(word: String(word), offset: offset + distance))
            return
        }
        // The rule list: ids joined by commas; the reason starts at the first word not after a comma.
        var list = rest.dropFirst(word.count)
        if let reason = list.range(of: " - ") { list = list[..<reason.lowerBound] }
        var ids: [(String, Int)] = []
        var index = list.startIndex
        var expectsID = true
        while index < list.endIndex {
            var sawComma = false
            while index < list.endIndex, list[index] == " " || list[index] == "," || list[index] == "\t" {
                if list[index] == "," { sawComma = true }
                index = list.index(after: index)
            }
            guard expectsID || sawComma else { break }
            let start = index
            while index < list.endIndex, list[index] != " ", list[index] != ",", list[index] != "\t" { index = list.index(after: index) }
            guard start < index else { break }
            if list[start] == "-" { break }
            let distance = comment.utf8.distance(from: comment.startIndex, to: start)
            ids.append((String(list[start..<index]), offset + distance))
            expectsID = false
        }
        directives.append(Directive(kind: kind, ruleIDs: ids, line: line, offset: offset))
    }

    /// The rule id that stands for every rule.
    static let all = "all"

    /// Whether `ruleID` is silenced on `line`.
    func isSuppressed(_ ruleID: String, onLine line: Int) -> Bool {
        suppressingDirective(of: ruleID, onLine: line) != nil
    }

    /// The index in ``directives`` of the directive that silences `ruleID` on `line`, if any.
    /// With `byAllToo` off, only a directive that names the rule counts (`unparsable-file`'s).
    func suppressingDirective(of ruleID: String, onLine line: Int, byAllToo: Bool = true) -> Int? {
        var disabledBy: Int?
        for (index, directive) in directives.enumerated() where directive.ruleIDs.contains(where: { $0.id == ruleID || (byAllToo && $0.id == Self.all) }) {
            switch directive.kind {
            case .disableNextLine where directive.line + 1 == line, .disableThisLine where directive.line == line:
                return index
            case .disable where directive.line < line && disabledBy == nil:
                disabledBy = index
            case .enable where directive.line < line:
                disabledBy = nil
            default:
                break
            }
        }
        return disabledBy
    }

    /// Each `disable` left open at the end of the file, with the rule id it leaves disabled.
    var unclosed: [(directive: Int, id: String, offset: Int)] {
        var open: [String: (Int, Int)] = [:]
        for (index, directive) in directives.enumerated() {
            for id in directive.ruleIDs {
                switch directive.kind {
                case .disable where open[id.id] == nil: open[id.id] = (index, id.offset)
                case .enable: open[id.id] = nil
                default: break
                }
            }
        }
        return open.map { (directive: $0.value.0, id: $0.key, offset: $0.value.1) }.sorted { $0.offset < $1.offset }
    }
}
