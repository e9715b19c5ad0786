/// An output format for findings.
public enum Reporter: String, CaseIterable, Sendable {
    /// `PATH:LINE:COLUMN: error|warning: MESSAGE (RULE-ID)`, one per line, as Xcode and most editors read.
    case xcode
    /// One JSON array of `{"file", "line", "column", "severity", "rule", "message"}` objects.
    case json
    /// SARIF 2.1.0, for code-scanning tools.
    case sarif
    /// GitHub Actions workflow commands, which annotate a pull request.
    case github

    /// The findings in this format, ending with a newline unless empty.
    public func report(_ findings: [Finding], options: ReportOptions = ReportOptions()) -> String {
        switch self {
        case .xcode: XcodeReporter.report(findings, options: options)
        case .json: JSONReporter.report(findings)
        case .sarif: SARIFReporter.report(findings, options: options)
        case .github: GitHubReporter.report(findings, options: options)
        }
    }
}

/// Where paths in a report are relative to, and whether to print them absolute.
public struct ReportOptions: Sendable {
    /// The absolute folder `github` paths and SARIF's `%SRCROOT%` are relative to: the repository
    /// root (git's top level) when there is one, so annotations land on the right files when the
    /// package sits in a subfolder; else the configuration's folder.
    public var root: String
    /// Print absolute paths in the `xcode` format, so Xcode's issue navigator can open the files.
    public var absolutePaths: Bool

    /// The root reports use for a configuration whose folder is `configurationRoot`.
    public static func reportRoot(forConfigurationAt configurationRoot: String) -> String {
        Paths.repositoryRoot(holding: configurationRoot) ?? configurationRoot
    }

    /// Options relative to `root` (default: the current folder).
    public init(root: String = ".", absolutePaths: Bool = false) {
        self.root = Paths.absolute(root)
        self.absolutePaths = absolutePaths
    }
}

enum XcodeReporter {
    static func report(_ findings: [Finding], options: ReportOptions = ReportOptions()) -> String {
        findings.map { finding in
            // A path or an id from a file may hold control characters: shown escaped, one finding a line.
            let path = Paths.shown(options.absolutePaths ? Paths.absolute(finding.path) : finding.path)
            return "\(path):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(Paths.shown(finding.message)) (\(Paths.shown(finding.ruleID)))\n"
        }.joined()
    }
}

enum GitHubReporter {
    static func report(_ findings: [Finding], options: ReportOptions = ReportOptions()) -> String {
        findings.map { finding in
            let command = finding.severity == .error ? "error" : "warning"
            let path = Paths.relativeOrAbsolute(finding.path, to: options.root)
            // What comes from files is shown safe for the log's terminal, then escaped for the workflow command.
            return "::\(command) file=\(property(Paths.shown(path))),line=\(finding.line),col=\(finding.column),title=\(property(Paths.shown(finding.ruleID)))::\(data(Paths.shown(finding.message, keeping: [0x0A, 0x0D])))\n"
        }.joined()
    }

    /// Escapes a workflow command's message.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a workflow command's property value.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

/// Writes JSON by hand so that keys keep a fixed, documented order.
enum JSON {
    static func string(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            // And what a terminal would act on (`--reporter json` prints there too): the same text once decoded.
            case let control where Paths.isUnsafeOnATerminal(control.value):
                escaped += "\\u" + String(repeating: "0", count: 4 - String(control.value, radix: 16).count) + String(control.value, radix: 16)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    static func object(_ pairs: [(String, String)], indent: String) -> String {
        let inner = indent + "  "
        return "{\n" + pairs.map { "\(inner)\(string($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n\(indent)}"
    }

    static func array(_ items: [String], indent: String) -> String {
        items.isEmpty ? "[]" : "[\n" + items.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n\(indent)]"
    }
}

enum JSONReporter {
    static func report(_ findings: [Finding]) -> String {
        JSON.array(findings.map { finding in
            JSON.object([
                ("file", JSON.string(finding.path)),
                ("line", String(finding.line)),
                ("column", String(finding.column)),
                ("severity", JSON.string(finding.severity.rawValue)),
                ("rule", JSON.string(finding.ruleID)),
                ("message", JSON.string(finding.message)),
            ], indent: "  ")
        }, indent: "") + "\n"
    }
}
