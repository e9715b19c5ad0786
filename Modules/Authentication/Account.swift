import Foundation

/// A person's account.
public struct Account: Sendable, Equatable, Codable {
    /// The account's stable id.
    public let id: Int64
    /// The email the person signs in with.
    public let email: EmailAddress
    /// The name to greet the person by, if they gave one.
    public let name: String?
    /// When the account was created.
    public let createdAt: Date

    /// Describes an account.
    public init(id: Int64, email: EmailAddress, name: String?, createdAt: Date) {
        self.id = id
        self.email = email
        self.name = name
        self.createdAt = createdAt
    }

    /// The name if given, else the email.
    public var displayName: String {
        name ?? email.rawValue
    }
}

/// The secret that proves a session: 256 random bits as 64 lowercase hex digits. Only the session
/// file holds it; the database keeps its SHA-256 digest.
public struct SessionToken: Sendable, Hashable {
    /// The 64 hex digits.
    public let rawValue: String

    /// Accepts exactly 64 lowercase hex digits; `nil` for anything else.
    public init?(_ text: String) {
        guard text.utf8.count == 64, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
            return nil
        }
        rawValue = text
    }
}

/// A session as the database keeps it: the digest of its token, never the token.
public struct SessionRecord: Sendable, Equatable {
    /// The token's SHA-256, as hex.
    public let tokenDigest: String
    /// When the session started.
    public let createdAt: Date
    /// When the session ends unless it is used before; each use moves it to ``Authenticator/sessionLifetime`` later.
    public let expiresAt: Date

    /// Describes a session.
    public init(tokenDigest: String, createdAt: Date, expiresAt: Date) {
        self.tokenDigest = tokenDigest
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
