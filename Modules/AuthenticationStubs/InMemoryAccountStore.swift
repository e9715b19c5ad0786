import Authentication
import Foundation

/// Keeps accounts and sessions in memory; for tests and dev apps.
public final class InMemoryAccountStore: AccountStore {
    /// Every account with its password hash, in creation order.
    public private(set) var records: [(account: Account, passwordHash: String)] = []
    /// Every live session with its account's id.
    public private(set) var sessions: [(session: SessionRecord, accountID: Int64)] = []

    /// Starts empty.
    public init() {}

    /// Appends the account and its session, rejecting a taken email.
    public func createAccount(email: EmailAddress, name: String?, passwordHash: String, createdAt: Date, session: SessionRecord) throws -> Account {
        guard records.allSatisfy({ $0.account.email != email }) else { throw AuthenticationError.duplicateAccount(email) }
        let account = Account(id: Int64(records.count + 1), email: email, name: name, createdAt: createdAt)
        records.append((account, passwordHash))
        sessions.append((session, account.id))
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

    /// Appends the session.
    public func createSession(_ session: SessionRecord, accountID: Int64) {
        sessions.append((session, accountID))
    }

    /// Drops the session if expired, else extends it and finds its account.
    public func account(sessionDigest tokenDigest: String, now: Date, extendedTo: Date, notAfter: Date) -> Account? {
        sessions.removeAll { $0.session.tokenDigest == tokenDigest && ($0.session.expiresAt <= now || $0.session.expiresAt > notAfter) }
        guard let index = sessions.firstIndex(where: { $0.session.tokenDigest == tokenDigest }) else { return nil }
        let (session, accountID) = sessions[index]
        sessions[index] = (SessionRecord(tokenDigest: tokenDigest, createdAt: session.createdAt, expiresAt: max(session.expiresAt, extendedTo)), accountID)
        return account(id: accountID)
    }

    /// Drops the session.
    public func deleteSession(tokenDigest: String) {
        sessions.removeAll { $0.session.tokenDigest == tokenDigest }
    }

    /// Drops every session of the account.
    public func deleteSessions(accountID: Int64) {
        sessions.removeAll { $0.accountID == accountID }
    }
}
