import Authentication
import Foundation

/// Keeps accounts in memory; for tests and dev apps.
public final class InMemoryAccountStore: AccountStore {
    /// Every account with its password hash, in creation order.
    public private(set) var records: [(account: Account, passwordHash: String)] = []

    /// Starts empty.
    public init() {}

    /// Appends the account, rejecting a taken email.
    public func createAccount(email: EmailAddress, name: String?, passwordHash: String, createdAt: Date) throws -> Account {
        guard records.allSatisfy({ $0.account.email != email }) else { throw AuthenticationError.duplicateAccount(email) }
        let account = Account(id: Int64(records.count + 1), email: email, name: name, createdAt: createdAt)
        records.append((account, passwordHash))
        return account
    }

    /// Finds the account by email.
    public func account(email: EmailAddress) -> (account: Account, passwordHash: String)? {
        records.first { $0.account.email == email }
    }

    /// Finds the account by id.
    public func account(id: Int64) -> Account? {
        records.first { $0.account.id == id }?.account
    }
}
