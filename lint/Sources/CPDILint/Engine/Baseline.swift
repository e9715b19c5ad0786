import Foundation

/// The findings a codebase had when it adopted cpdi-lint, so that only new ones are reported.
///
/// An entry is keyed on the file (relative to the configuration root), the rule, the message
/// (without the line numbers it cites) and the code on the finding's line, with a count, and never on
/// line numbers: an edit that moves a finding keeps it in the baseline, and a new violation of the
/// same rule elsewhere in the file is new even where an old one was removed. Written
/// as JSON sorted by file, rule and message, so a rewritten baseline diffs cleanly.
public struct Baseline: Sendable, Equatable {
    /// One baselined finding, without its position.
    public struct Key: Sendable, Hashable, Comparable {
        /// The file, relative to the configuration root (absolute when outside it).
        public var file: String
        /// The rule id.
        public var rule: String
        /// The finding's message, which names the symbols involved.
        public var message: String
        /// The code on the finding's line, trimmed; `nil` in a baseline written before it was
        /// recorded, where it matches any line.
        public var code: String?

        /// Orders by file, rule, then message.
        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.file, lhs.rule, lhs.message, lhs.code ?? "") < (rhs.file, rhs.rule, rhs.message, rhs.code ?? "")
        }
    }

    /// How many findings each key had.
    public private(set) var counts: [Key: Int] = [:]

    /// The baseline of `findings`, with paths made relative to `root` and each line's code from `lines`.
    public init(findings: [Finding], root: String, lines: FindingLines? = nil) {
        for finding in findings {
            counts[Self.key(finding, root: root, code: lines?.code(of: finding)), default: 0] += 1
        }
    }

    /// Reads a baseline written by ``json``; the error says what is wrong.
    public init(json data: Data, from path: String) throws(LintError) {
        guard let object = try? JSONSerialization.jsonObject(with: data) else {
            let (line, column, problem) = JSONLocation.error(in: data)
            throw LintError("\(Paths.shown(path)):\(line):\(column): not valid JSON: \(problem).")
        }
        guard let root = object as? [String: Any], root["version"] as? Int == 1, let entries = root["findings"] as? [[String: Any]] else {
            throw LintError("\(Paths.shown(path)) is not a cpdi-lint baseline: expected {\"version\": 1, \"findings\": [...]}; write one with --write-baseline.")
        }
        for (number, entry) in entries.enumerated() {
            guard let file = entry["file"] as? String, let rule = entry["rule"] as? String, let message = entry["message"] as? String,
                  let count = entry["count"] as? Int, count > 0
            else {
                throw LintError("\(Paths.shown(path)): finding \(number + 1) needs \"file\", \"rule\", \"message\" strings and a positive \"count\".")
            }
            let code = entry["code"] as? String
            counts[Key(file: file, rule: rule, message: message, code: code), default: 0] += count
        }
    }

    /// The baseline file at `path`.
    public static func load(_ path: String) throws(LintError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else { throw LintError("Cannot read the baseline \(Paths.shown(path))") }
        return try Baseline(json: data, from: path)
    }

    /// The findings not in the baseline. When a key has more findings than the baseline counted, the
    /// last ones in file order are the new ones.
    public func newFindings(_ findings: [Finding], root: String, lines: FindingLines? = nil) -> [Finding] {
        var remaining = counts
        var new: [Finding] = []
        for finding in findings.sorted(by: Finding.sortedOrder) {
            // The entry for this line's code, else one written without code.
            var key = Self.key(finding, root: root, code: lines?.code(of: finding))
            if remaining[key, default: 0] == 0 { key.code = nil }
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
            } else {
                new.append(finding)
            }
        }
        return new
    }

    /// The number of baselined findings.
    public var count: Int {
        counts.values.reduce(0, +)
    }

    /// Stable JSON: fixed key order, entries sorted, two-space indents, a final newline.
    public var json: String {
        let entries = counts.sorted { $0.key < $1.key }.map { key, count in
            JSON.object([
                ("file", JSON.string(key.file)),
                ("rule", JSON.string(key.rule)),
                ("message", JSON.string(key.message)),
            ] + (key.code.map { [("code", JSON.string($0))] } ?? []) + [
                ("count", String(count)),
            ], indent: "    ")
        }
        return JSON.object([("version", "1"), ("findings", JSON.array(entries, indent: "  "))], indent: "") + "\n"
    }

    /// Writes ``json`` to `path` as ``ReportFile`` writes a report: in place, replacing nothing.
    public func write(to path: String) throws(LintError) {
        try ReportFile.write(json, to: path, what: "the baseline")
    }

    private static func key(_ finding: Finding, root: String, code: String?) -> Key {
        Key(file: Paths.relativeOrAbsolute(finding.path, to: root), rule: finding.ruleID, message: withoutLineNumbers(finding.message, root: root), code: code)
    }

    /// `message` with the places it cites relative to `root` and without their line numbers
    /// (`/repo/A/File.swift:12` → `A/File.swift`): lines move when code above them is edited, and the
    /// same finding cites absolute paths when the build-tool plugin or Xcode passes absolute paths.
    static func withoutLineNumbers(_ message: String, root: String) -> String {
        var result = ""
        var rest = message[...]
        let range = NSRange(message.startIndex..., in: message)
        for match in citation.matches(in: message, range: range) {
            guard let whole = Range(match.range, in: message), let path = Range(match.range(at: 1), in: message) else { continue }
            result += message[rest.startIndex..<whole.lowerBound]
            let cited = String(message[path])
            result += Paths.relative(Paths.absolute(cited), to: root) ?? cited
            rest = message[whole.upperBound...]
        }
        return result + rest
    }

    /// A cited Swift file, with its line and column when it has them.
    private static let citation = try! NSRegularExpression(pattern: #"([^\s'`(),]+\.swift)(?::[0-9]+(?::[0-9]+)?)?"#)
}

/// The code on each finding's line, read from the files a run linted, for baseline keys.
public final class FindingLines {
    private let files: [String: [UInt8]]
    private var tables: [String: LineTable] = [:]

    /// The lines of the files `input` read.
    public convenience init(_ input: SourceSet) {
        self.init(input.files)
    }

    /// The lines of `files`.
    init(_ files: [(path: String, bytes: [UInt8])]) {
        self.files = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
    }

    /// The trimmed code on `finding`'s line, or `nil` when its file was not read.
    func code(of finding: Finding) -> String? {
        guard let bytes = files[finding.path] else { return nil }
        let table = tables[finding.path] ?? LineTable(bytes)
        tables[finding.path] = table
        guard let range = table.range(ofLine: finding.line, in: bytes) else { return nil }
        return String(decoding: bytes[range], as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }
}
