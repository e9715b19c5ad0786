/// SARIF 2.1.0: every rule in `tool.driver.rules`, and a fingerprint per result that stays the same
/// while the finding does (it leaves out the line number, so edits above it do not change it).
enum SARIFReporter {
    static let version = CPDILintVersion.current

    static func report(_ findings: [Finding]) -> String {
        let descriptions = RuleRegistry.descriptions
        let rules = descriptions.map { rule in
            JSON.object([
                ("id", JSON.string(rule.id)),
                ("shortDescription", JSON.object([("text", JSON.string(rule.summary))], indent: "            ")),
                ("fullDescription", JSON.object([("text", JSON.string(rule.rationale))], indent: "            ")),
                ("defaultConfiguration", JSON.object([("level", JSON.string(rule.severity.rawValue))], indent: "            ")),
            ], indent: "          ")
        }
        var occurrences: [String: Int] = [:]
        let results = findings.map { finding in
            let key = "\(finding.ruleID)|\(finding.path)|\(finding.message)"
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            let location = JSON.object([
                ("physicalLocation", JSON.object([
                    ("artifactLocation", JSON.object([("uri", JSON.string(finding.path))], indent: "              ")),
                    ("region", JSON.object([("startLine", String(finding.line)), ("startColumn", String(finding.column))], indent: "              ")),
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
                    ("rules", JSON.array(rules, indent: "        ")),
                ], indent: "      ")),
            ], indent: "    ")),
            ("results", JSON.array(results, indent: "    ")),
        ], indent: "    ")
        return JSON.object([
            ("$schema", JSON.string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", JSON.string("2.1.0")),
            ("runs", JSON.array([run], indent: "  ")),
        ], indent: "") + "\n"
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
