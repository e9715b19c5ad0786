import Foundation
import TextSafety

/// A syntactically valid email address, lower-cased so that sign-in ignores case.
public struct EmailAddress: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The normalized address.
    public let rawValue: String

    /// Validates and normalizes `text`; `nil` when it is not an address.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
        guard trimmed.utf8.count <= 254,
              parts.count == 2,
              !parts[0].isEmpty, parts[0].utf8.count <= 64,
              parts[1].contains("."), !parts[1].hasPrefix("."), !parts[1].hasSuffix("."), !parts[1].contains(".."),
              !trimmed.contains(where: { $0.isWhitespace || $0.isNewline || $0 == "," || $0 == "<" || $0 == ">" }),
              !trimmed.unicodeScalars.contains(where: \.isUnsafeInText)
        else { return nil }
        rawValue = trimmed
    }

    /// An address as an account store keeps it, without today's checks: an account an earlier version
    /// created must still sign in and show.
    public init(storedRawValue: String) {
        rawValue = storedRawValue
    }

    /// The normalized address.
    public var description: String { rawValue }
}
