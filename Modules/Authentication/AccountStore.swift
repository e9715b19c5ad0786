import Foundation

/// Keeps accounts and their password hashes.
public protocol AccountStore: AnyObject {
    /// Adds an account; throws ``AuthenticationError/duplicateAccount(_:)`` when the email is taken.
    func createAccount(email: EmailAddress, name: String?, passwordHash: String, createdAt: Date) throws -> Account
    /// The account with `email` and its password hash, if there is one.
    func account(email: EmailAddress) throws -> (account: Account, passwordHash: String)?
    /// The account with `id`, if there is one.
    func account(id: Int64) throws -> Account?
}

/// Turns passwords into salted hashes and checks passwords against them.
public protocol PasswordHasher {
    /// A new salted hash of `password`, self-describing (algorithm, cost and salt included).
    func hash(_ password: String) throws -> String
    /// Whether `password` produces `hash`.
    func verify(_ password: String, against hash: String) -> Bool
}

/// Keeps the current session between runs.
public protocol SessionStore: AnyObject {
    /// The stored session, if any.
    func load() throws -> Session?
    /// Replaces the stored session.
    func save(_ session: Session) throws
    /// Forgets the stored session.
    func clear() throws
}
