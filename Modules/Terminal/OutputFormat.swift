import Foundation

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
    /// Prints `value` as JSON on standard output.
    public func printJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        print(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
