import Foundation

/// SARIF 2.1.0: every rule in `tool.driver.rules` with its help text; `%SRCROOT%` in
/// `originalUriBaseIds` is the configuration root and each result's URI is relative to it and
/// percent-encoded; columns count UTF-16 code units, as SARIF does by default; and a fingerprint per
/// result stays the same while the finding does (it leaves out the line number, so edits above it do
/// not change it).
enum SARIFReporter {
    static let version = CPDILintVersion.current

    /// Every rule a finding can come from, in `ruleIndex` order.
    static var descriptions: [RuleDescription] {
        RuleRegistry.allDescriptions
    }

    static func report(_ findings: [Finding], options: ReportOptions = ReportOptions()) -> String {
        let descriptions = descriptions
        let rules = descriptions.map { rule in
            JSON.object([
                ("id", JSON.string(rule.id)),
                ("shortDescription", JSON.object([("text", JSON.string(rule.summary))], indent: "            ")),
                ("fullDescription", JSON.object([("text", JSON.string(rule.rationale))], indent: "            ")),
                ("help", JSON.object([
                    ("text", JSON.string("\(rule.summary) \(rule.rationale) Silence one place with `// cpdi-lint:disable-next-line \(rule.id) - reason`.")),
                    ("markdown", JSON.string("**\(rule.summary)**\n\n\(rule.rationale)\n\nSilence one place with `// cpdi-lint:disable-next-line \(rule.id) - reason`.")),
                ], indent: "            ")),
                ("defaultConfiguration", JSON.object([("level", JSON.string(rule.severity.rawValue))], indent: "            ")),
            ], indent: "          ")
        }
        var columns = UTF16Columns()
        var occurrences: [String: Int] = [:]
        let results = findings.map { finding in
            let relative = Paths.relative(Paths.absolute(finding.path), to: options.root)
            let key = "\(finding.ruleID)|\(relative ?? finding.path)|\(finding.message)"
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            let artifact: [(String, String)] = if let relative {
                [("uri", JSON.string(percentEncoded(relative))), ("uriBaseId", JSON.string("%SRCROOT%"))]
            } else {
                [("uri", JSON.string(fileURI(Paths.absolute(finding.path))))]
            }
            let column = columns.utf16Column(path: finding.path, line: finding.line, utf8Column: finding.column)
            let location = JSON.object([
                ("physicalLocation", JSON.object([
                    ("artifactLocation", JSON.object(artifact, indent: "              ")),
                    ("region", JSON.object([("startLine", String(finding.line)), ("startColumn", String(column))], indent: "              ")),
                ], indent: "            ")),
            ], indent: "          ")
            return JSON.object([
                ("ruleId", JSON.string(finding.ruleID)),
                ("ruleIndex", String(descriptions.firstIndex { $0.id == finding.ruleID } ?? 0)),
                ("level", JSON.string(finding.severity.rawValue)),
                ("message", JSON.object([("text", JSON.string(finding.message))], indent: "          ")),
                ("locations", JSON.array([location], indent: "        ")),
                ("partialFingerprints", JSON.object([("cpdiLint/v1", JSON.string(fingerprint("\(key)|\(occurrence)")))], indent: "          ")),
            ], indent: "        ")
        }
        let run = JSON.object([
            ("tool", JSON.object([
                ("driver", JSON.object([
                    ("name", JSON.string("cpdi-lint")),
                    ("version", JSON.string(version)),
                    ("semanticVersion", JSON.string(version)),
                    ("rules", JSON.array(rules, indent: "        ")),
                ], indent: "      ")),
            ], indent: "    ")),
            ("originalUriBaseIds", JSON.object([
                ("%SRCROOT%", JSON.object([("uri", JSON.string(fileURI(options.root) + (options.root.hasSuffix("/") ? "" : "/")))], indent: "        ")),
            ], indent: "      ")),
            ("columnKind", JSON.string("utf16CodeUnits")),
            ("results", JSON.array(results, indent: "    ")),
        ], indent: "    ")
        return JSON.object([
            ("$schema", JSON.string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", JSON.string("2.1.0")),
            ("runs", JSON.array([run], indent: "  ")),
        ], indent: "") + "\n"
    }

    /// Percent-encodes everything in a relative path but unreserved characters and `/`, byte by byte.
    static func percentEncoded(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let isUnreserved = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "-._~/".utf8.contains(byte)
            encoded += isUnreserved ? String(UnicodeScalar(byte)) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        return encoded
    }

    /// `file:///absolute/path`, percent-encoded.
    static func fileURI(_ absolutePath: String) -> String {
        "file://" + percentEncoded(absolutePath)
    }

    /// FNV-1a, 64 bits, as hex: stable across runs and platforms, unlike `hashValue`.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// Converts 1-based UTF-8 columns to 1-based UTF-16 columns by reading each file once.
struct UTF16Columns {
    private var lines: [String: [[UInt8]]] = [:]

    /// The UTF-16 column of `utf8Column` on `line` of `path`; the UTF-8 column when the file cannot be read.
    mutating func utf16Column(path: String, line: Int, utf8Column: Int) -> Int {
        if lines[path] == nil {
            let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
            lines[path] = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        }
        guard let fileLines = lines[path], line >= 1, line <= fileLines.count else { return utf8Column }
        let text = fileLines[line - 1]
        guard utf8Column >= 1, utf8Column - 1 <= text.count else { return utf8Column }
        return String(decoding: text[..<(utf8Column - 1)], as: UTF8.self).utf16.count + 1
    }
}
