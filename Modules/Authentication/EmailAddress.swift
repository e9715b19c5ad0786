import Foundation
/// A syntactically valid email address, lower-cased so that sign-in ignores case.
public struct EmailAddress: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The normalized address.
    public let rawValue: String

    /// Validates and normalizes `text`; `nil` when it is not an address.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
        guard trimmed.count <= 254,
              parts.count == 2,
              !parts[0].isEmpty, parts[0].count <= 64,
              parts[1].contains("."), !parts[1].hasPrefix("."), !parts[1].hasSuffix("."), !parts[1].contains(".."),
              !trimmed.contains(where: { $0.isWhitespace || $0.isNewline || $0 == "," || $0 == "<" || $0 == ">" }),
              !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        else { return nil }
        rawValue = trimmed
    }

    /// The normalized address.
    public var description: String { rawValue }
}
