import Time

/// Signs people up, in and out.
public protocol Authenticating: AnyObject {
    /// Creates an account and signs in to it.
    func signUp(email: String, name: String?, password: String) throws -> Account
    /// Signs in to the account with `email`, replacing any current session.
    func signIn(email: String, password: String) throws -> Account
    /// Ends the current session; returns the account that was signed in, if any.
    func signOut() throws -> Account?
    /// The signed-in account, if there is a session and its account still exists.
    func currentAccount() throws -> Account?
}

/// Vends the app's authenticator.
public protocol AuthenticatingDependency {
    /// The authenticator that owns accounts and the session.
    var authenticator: any Authenticating { get }
}

/// Implements ``Authenticating`` over an account store, a password hasher and a session store.
public final class Authenticator: Authenticating {
    /// The shortest password accepted at sign-up.
    public static let minimumPasswordLength = 8
    /// The longest name accepted at sign-up.
    public static let maximumNameLength = 100

    private let accounts: any AccountStore
    private let hasher: any PasswordHasher
    private let sessions: any SessionStore
    private let clock: any WallClock

    /// Authenticates against `accounts`, hashing with `hasher` and keeping the session in `sessions`.
    public init(accounts: any AccountStore, hasher: any PasswordHasher, sessions: any SessionStore, clock: any WallClock) {
        self.accounts = accounts
        self.hasher = hasher
        self.sessions = sessions
        self.clock = clock
    }

    /// Validates every input before anything is written.
    public func signUp(email: String, name: String?, password: String) throws -> Account {
        let address = try validated(email)
        let name = name?.trimmingCharacters(in: .whitespacesAndNewlines)
        if let name, name.count > Self.maximumNameLength {
            throw AuthenticationError.nameTooLong(maximum: Self.maximumNameLength)
        }
        guard !password.isEmpty else { throw AuthenticationError.emptyPassword }
        guard password.count >= Self.minimumPasswordLength else {
            throw AuthenticationError.passwordTooShort(minimum: Self.minimumPasswordLength)
        }
        guard try accounts.account(email: address) == nil else { throw AuthenticationError.duplicateAccount(address) }
        let account = try accounts.createAccount(
            email: address,
            name: name?.isEmpty == false ? name : nil,
            passwordHash: try hasher.hash(password),
            createdAt: clock.now()
        )
        try sessions.save(Session(accountID: account.id, startedAt: clock.now()))
        return account
    }

    /// Checks the password before touching the session.
    public func signIn(email: String, password: String) throws -> Account {
        let address = try validated(email)
        guard !password.isEmpty else { throw AuthenticationError.emptyPassword }
        guard let (account, hash) = try accounts.account(email: address) else {
            throw AuthenticationError.unknownAccount(address)
        }
        guard hasher.verify(password, against: hash) else { throw AuthenticationError.wrongPassword(address) }
        try sessions.save(Session(accountID: account.id, startedAt: clock.now()))
        return account
    }

    /// Clears the session, if there is one, reading it once.
    public func signOut() throws -> Account? {
        guard let session = try sessions.load() else { return nil }
        let account = try accounts.account(id: session.accountID)
        try sessions.clear()
        return account
    }

    /// Reads the session and looks its account up.
    public func currentAccount() throws -> Account? {
        guard let session = try sessions.load() else { return nil }
        return try accounts.account(id: session.accountID)
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
