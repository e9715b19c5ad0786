import Authentication

/// Keeps the session in memory; for tests and dev apps.
public final class InMemorySessionStore: SessionStore {
    /// The current session.
    public var session: Session?

    /// Starts with `session`, signed out by default.
    public init(session: Session? = nil) {
        self.session = session
    }

    /// The current session.
    public func load() -> Session? { session }

    /// Replaces the session.
    public func save(_ session: Session) { self.session = session }

    /// Forgets the session.
    public func clear() { session = nil }
}
