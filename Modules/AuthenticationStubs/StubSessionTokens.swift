import Authentication

/// Predictable session tokens for tests and dev apps: never use them for real sessions.
public final class StubSessionTokens: SessionTokenMaking {
    private var made = 0

    /// Starts counting from one.
    public init() {}

    /// The next token: the count, zero-padded to 64 hex digits.
    public func makeToken() -> SessionToken {
        made += 1
        let digits = String(made, radix: 16)
        return SessionToken(String(repeating: "0", count: 64 - digits.count) + digits)!
    }

    /// Marks the token rather than hashing it.
    public func digest(_ token: SessionToken) -> String { "stub-digest-" + token.rawValue }
}
