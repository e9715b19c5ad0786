import Foundation
import TextSafety
import Time

/// Signs people up, in and out.
public protocol Authenticating: AnyObject {
    /// Creates an account and signs in to it.
    func signUp(email: String, name: String?, password: String) throws -> Account
    /// Signs in to the account with `email`, replacing any current session.
    func signIn(email: String, password: String) throws -> Account
    /// Ends the current session, or with `everywhere` every session of its account; returns the
    /// account that was signed in, if any.
    func signOut(everywhere: Bool) throws -> Account?
    /// The signed-in account, if there is a session that has not expired and its account still exists.
    func currentAccount() throws -> Account?
}

/// Vends the app's authenticator.
public protocol AuthenticatingDependency {
    /// The authenticator that owns accounts and the session.
    var authenticator: any Authenticating { get }
}

/// Implements ``Authenticating`` over an account store, a password hasher, a session store and a
/// maker of session tokens.
///
/// A session is a random token: the session store keeps the token, the account store only its
/// digest, so a session file that was edited, copied before sign-out or left unused for
/// ``sessionLifetime`` signs nobody in.
public final class Authenticator: Authenticating {
    /// The shortest password accepted at sign-up.
    public static let minimumPasswordLength = 8
    /// The longest password accepted, in Unicode scalars: hashing is costly, and no real password is longer.
    public static let maximumPasswordLength = 1_024
    /// The longest name accepted at sign-up.
    public static let maximumNameLength = 100
    /// How long a session lasts after it was last used: 30 days.
    public static let sessionLifetime: TimeInterval = 30 * 24 * 60 * 60

    private let accounts: any AccountStore
    private let hasher: any PasswordHasher
    private let sessions: any SessionStore
    private let tokens: any SessionTokenMaking
    private let clock: any WallClock

    /// Authenticates against `accounts`, hashing with `hasher`, keeping the token in `sessions` and
    /// making tokens with `tokens`.
    public init(accounts: any AccountStore, hasher: any PasswordHasher, sessions: any SessionStore, tokens: any SessionTokenMaking, clock: any WallClock) {
        self.accounts = accounts
        self.hasher = hasher
        self.sessions = sessions
        self.tokens = tokens
        self.clock = clock
    }

    /// Why `name` cannot be an account's name (too long, or with a control character), if it cannot,
    /// so an interactive flow can ask again before asking for a password.
    public static func problem(withName name: String) -> AuthenticationError? {
        if name.unicodeScalars.count > maximumNameLength { return .nameTooLong(maximum: maximumNameLength) }
        if name.unicodeScalars.contains(where: \.isUnsafeInText) { return .controlCharacterInName }
        return nil
    }

    /// Validates every input before anything is written, then creates the account and its session
    /// in one transaction.
    public func signUp(email: String, name: String?, password typed: String) throws -> Account {
        let address = try validated(email)
        // RFC 8265's OpaqueString: the password as NFC, so `café` typed either way is one password.
        let password = typed.precomposedStringWithCanonicalMapping
        let name = name?.trimmingCharacters(in: .whitespacesAndNewlines)
        if let name, let problem = Self.problem(withName: name) { throw problem }
        guard !password.isEmpty else { throw AuthenticationError.emptyPassword }
        guard password.count >= Self.minimumPasswordLength else {
            throw AuthenticationError.passwordTooShort(minimum: Self.minimumPasswordLength)
        }
        guard password.unicodeScalars.count <= Self.maximumPasswordLength else {
            throw AuthenticationError.passwordTooLong(maximum: Self.maximumPasswordLength)
        }
        guard try accounts.account(email: address) == nil else { throw AuthenticationError.duplicateAccount(address) }
        let passwordHash = try hasher.hash(password)
        let token = try tokens.makeToken()
        let now = clock.now()
        let account = try accounts.createAccount(
            email: address,
            name: name?.isEmpty == false ? name : nil,
            passwordHash: passwordHash,
            createdAt: now,
            session: record(for: token, at: now)
        )
        // The session this one replaces ends, as it does at sign-in.
        let previous = try? sessions.load()
        do {
            try sessions.save(token)
        } catch {
            try? accounts.deleteSession(tokenDigest: tokens.digest(token))
            throw AuthenticationError.signedUpWithoutSession(address, reason: "\(error)")
        }
        if let previous {
            try? accounts.deleteSession(tokenDigest: tokens.digest(previous))
        }
        return account
    }

    /// Checks the password before touching the session. An unknown email is checked against a dummy
    /// hash, so it takes as long as a wrong password and fails with the same error.
    public func signIn(email: String, password typed: String) throws -> Account {
        let address = try validated(email)
        let password = typed.precomposedStringWithCanonicalMapping
        guard !password.isEmpty else { throw AuthenticationError.emptyPassword }
        guard password.unicodeScalars.count <= Self.maximumPasswordLength else {
            throw AuthenticationError.passwordTooLong(maximum: Self.maximumPasswordLength)
        }
        guard let (account, hash) = try accounts.account(email: address) else {
            _ = try? hasher.verify(password, against: hasher.dummyHash)
            throw AuthenticationError.wrongEmailOrPassword
        }
        // A hash made before passwords were normalized holds the password as it was typed then.
        guard try hasher.verify(password, against: hash) || password != typed && hasher.verify(typed, against: hash) else {
            throw AuthenticationError.wrongEmailOrPassword
        }
        let token = try tokens.makeToken()
        try accounts.createSession(record(for: token, at: clock.now()), accountID: account.id)
        if let previous = try? sessions.load() {
            try? accounts.deleteSession(tokenDigest: tokens.digest(previous))
        }
        try sessions.save(token)
        return account
    }

    /// Deletes the session (or all of its account's) from the account store and forgets the token.
    /// A session file that cannot be read (not a regular file, no permission) signs nobody in: it is
    /// removed, and nobody was signed in.
    public func signOut(everywhere: Bool) throws -> Account? {
        let stored: SessionToken?
        do {
            stored = try sessions.load()
        } catch {
            try sessions.clear()
            return nil
        }
        guard let token = stored else {
            // A session file that holds no token (edited, garbage) signs nobody in: remove it too.
            try sessions.clear()
            return nil
        }
        let digest = tokens.digest(token)
        let now = clock.now()
        let account = try accounts.account(sessionDigest: digest, now: now, extendedTo: now, notAfter: now.addingTimeInterval(Self.sessionLifetime))
        if everywhere, let account {
            try accounts.deleteSessions(accountID: account.id)
        } else {
            try accounts.deleteSession(tokenDigest: digest)
        }
        try sessions.clear()
        return account
    }

    /// Looks the token's digest up and extends the session's life.
    public func currentAccount() throws -> Account? {
        guard let token = try sessions.load() else { return nil }
        let now = clock.now()
        let lifetime = now.addingTimeInterval(Self.sessionLifetime)
        return try accounts.account(sessionDigest: tokens.digest(token), now: now, extendedTo: lifetime, notAfter: lifetime)
    }

    private func record(for token: SessionToken, at now: Date) -> SessionRecord {
        SessionRecord(tokenDigest: tokens.digest(token), createdAt: now, expiresAt: now.addingTimeInterval(Self.sessionLifetime))
    }

    private func validated(_ email: String) throws -> EmailAddress {
        guard let address = EmailAddress(email) else { throw AuthenticationError.malformedEmail(email) }
        return address
    }
}

/// Vends the account of the current session. Only the signed-in scope conforms, so code that needs
/// a session cannot be composed without one.
public protocol SignedInAccountDependency {
    /// The signed-in account.
    var account: Account { get }
}
