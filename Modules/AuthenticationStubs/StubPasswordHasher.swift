import Authentication

/// A fast, insecure hasher for tests and dev apps: never use it for real passwords.
public struct StubPasswordHasher: PasswordHasher {
    /// Creates the hasher.
    public init() {}

    /// Marks and reverses the password.
    public func hash(_ password: String) -> String { "stub$" + String(password.reversed()) }

    /// Compares with a fresh stub hash; throws for a hash without the stub's mark.
    public func verify(_ password: String, against hash: String) throws -> Bool {
        guard hash.hasPrefix("stub$") else { throw AuthenticationError.unknownHashFormat }
        return self.hash(password) == hash
    }

    /// A stub hash that no password produces (a reversed password never starts with a line break here).
    public var dummyHash: String { "stub$\n" }
}
