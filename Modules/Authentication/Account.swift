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

/// A signed-in account, kept between runs until sign-out.
public struct Session: Sendable, Equatable, Codable {
    /// The signed-in account's id.
    public let accountID: Int64
    /// When the person signed in.
    public let startedAt: Date

    /// Describes a session.
    public init(accountID: Int64, startedAt: Date) {
        self.accountID = accountID
        self.startedAt = startedAt
    }
}
