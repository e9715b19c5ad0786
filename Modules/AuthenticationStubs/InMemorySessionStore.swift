import Authentication

/// Keeps the session token in memory; for tests and dev apps.
public final class InMemorySessionStore: SessionStore {
    /// The current token.
    public var token: SessionToken?

    /// Starts with `token`, signed out by default.
    public init(token: SessionToken? = nil) {
        self.token = token
    }

    /// The current token.
    public func load() -> SessionToken? { token }

    /// Replaces the token.
    public func save(_ token: SessionToken) { self.token = token }

    /// Forgets the token.
    public func clear() { token = nil }
}
