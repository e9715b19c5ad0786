import Authentication
import Foundation

/// The person dev apps and tests sign in as.
public enum StubAccount {
    /// Ada, member since 2026-01-15.
    public static let ada = Account(
        id: 1,
        email: EmailAddress("ada@example.com")!,
        name: "Ada Lovelace",
        createdAt: Date(timeIntervalSince1970: 1_768_435_200)
    )

    /// Ada's password.
    public static let password = "correct horse"

    /// An account store that already holds ``ada``, with a ``StubPasswordHasher`` hash of ``password``.
    public static func makeStore() -> InMemoryAccountStore {
        let store = InMemoryAccountStore()
        _ = try! store.createAccount(
            email: ada.email, name: ada.name, passwordHash: StubPasswordHasher().hash(password), createdAt: ada.createdAt,
            session: SessionRecord(tokenDigest: "stub-ada-unused", createdAt: ada.createdAt, expiresAt: ada.createdAt)
        )
        return store
    }
}
