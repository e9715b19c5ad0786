import Foundation
import TextSafety

/// How a command prints its data: for people, or as JSON for programs (`--json`).
public enum OutputFormat: Sendable, Equatable {
    /// Readable text, styled when the terminal allows.
    case text
    /// Pretty-printed JSON with sorted keys and ISO 8601 dates, stable for scripts.
    case json

    /// `.json` when `json` is true.
    public init(json: Bool) {
        self = json ? .json : .text
    }
}

/// Vends the output format chosen for the current command.
public protocol OutputFormatDependency {
    /// The format to print data in.
    var outputFormat: OutputFormat { get }
}

extension Terminal {
    /// Prints `value` as JSON on standard output. Every character that must not reach a terminal raw
    /// is written as a JSON escape (`\u202E`), so the text stays exact for a program and harmless on
    /// a screen; outside strings JSON has none.
    public func printJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let json = String(decoding: try encoder.encode(value), as: UTF8.self)
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if scalar.isUnsafeInText && scalar != "\n" {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        print(String(escaped))
    }
}
