import Authentication

/// A fast, insecure hasher for tests and dev apps: never use it for real passwords.
public struct StubPasswordHasher: PasswordHasher {
    /// Creates the hasher.
    public init() {}

    /// Marks and reverses the password.
    public func hash(_ password: String) -> String { "stub$" + String(password.reversed()) }

    /// Compares with a fresh stub hash.
    public func verify(_ password: String, against hash: String) -> Bool { self.hash(password) == hash }
}
