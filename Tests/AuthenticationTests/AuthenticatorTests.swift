import Authentication
import AuthenticationStubs
import Foundation
import Testing
import TimeStubs

@Suite struct AuthenticatorTests {
    let accounts = InMemoryAccountStore()
    let sessions = InMemorySessionStore()
    let tokens = StubSessionTokens()
    let clock = FixedClock()
    var authenticator: Authenticator {
        Authenticator(accounts: accounts, hasher: StubPasswordHasher(), sessions: sessions, tokens: tokens, clock: clock)
    }

    @Test func signsUpAndSignsIn() throws {
        let account = try authenticator.signUp(email: " Ada@Example.COM ", name: " Ada ", password: "correct horse")
        #expect(account.email.rawValue == "ada@example.com")
        #expect(account.name == "Ada")
        #expect(account.createdAt == clock.date)
        let token = try #require(sessions.token)
        #expect(accounts.sessions.map(\.session) == [
            SessionRecord(tokenDigest: tokens.digest(token), createdAt: clock.date, expiresAt: clock.date.addingTimeInterval(30 * 24 * 3600)),
        ])
        #expect(try authenticator.currentAccount() == account)
    }

    @Test func aPasswordIsOneWhicheverWayItsAccentsWereTyped() throws {
        let composed = "caf\u{E9} au lait", decomposed = "cafe\u{301} au lait"
        #expect(composed.unicodeScalars.count != decomposed.unicodeScalars.count, "two spellings of one text")
        _ = try authenticator.signUp(email: "ada@example.com", name: nil, password: decomposed)
        _ = try authenticator.signOut(everywhere: false)
        #expect(throws: Never.self) { try authenticator.signIn(email: "ada@example.com", password: composed) }
        // An account whose hash was made from the password as typed, before normalization, still signs in.
        let hasher = StubPasswordHasher()
        _ = try accounts.createAccount(
            email: EmailAddress("bob@example.com")!, name: nil, passwordHash: hasher.hash(decomposed), createdAt: clock.date,
            session: SessionRecord(tokenDigest: "old", createdAt: clock.date, expiresAt: clock.date)
        )
        #expect(throws: Never.self) { try authenticator.signIn(email: "bob@example.com", password: decomposed) }
        #expect(throws: AuthenticationError.wrongEmailOrPassword) { try authenticator.signIn(email: "bob@example.com", password: "cafe au lait!") }
    }

    @Test func storesAHashNotThePassword() throws {
        _ = try authenticator.signUp(email: "ada@example.com", name: nil, password: "correct horse")
        #expect(accounts.records.first?.passwordHash != "correct horse")
    }

    @Test func rejectsBadSignUpsWithoutWritingAnything() throws {
        _ = try authenticator.signUp(email: "ada@example.com", name: nil, password: "correct horse")
        _ = try authenticator.signOut(everywhere: false)
        let cases: [(String, String, String?, AuthenticationError)] = [
            ("ADA@example.com", "another one", nil, .duplicateAccount(EmailAddress("ada@example.com")!)),
            ("not-an-email", "correct horse", nil, .malformedEmail("not-an-email")),
            ("bob@example.com", "", nil, .emptyPassword),
            ("bob@example.com", "short", nil, .passwordTooShort(minimum: 8)),
            ("bob@example.com", "correct horse", String(repeating: "b", count: 101), .nameTooLong(maximum: 100)),
        ]
        for (email, password, name, expected) in cases {
            #expect(throws: expected) { try authenticator.signUp(email: email, name: name, password: password) }
        }
        #expect(accounts.records.count == 1)
        #expect(sessions.token == nil)
    }

    @Test func refusesWrongPasswordsAndUnknownEmailsKeepingTheSession() throws {
        let ada = try authenticator.signUp(email: "ada@example.com", name: nil, password: "correct horse")
        _ = ada
        let session = sessions.token
        #expect(throws: AuthenticationError.wrongEmailOrPassword) {
            try authenticator.signIn(email: "ada@example.com", password: "wrong horse")
        }
        #expect(throws: AuthenticationError.wrongEmailOrPassword) {
            try authenticator.signIn(email: "bob@example.com", password: "correct horse")
        }
        #expect(throws: AuthenticationError.emptyPassword) { try authenticator.signIn(email: "ada@example.com", password: "") }
        #expect(sessions.token == session)
    }

    @Test func signsInWithAnyCaseOfTheEmail() throws {
        let ada = try authenticator.signUp(email: "ada@example.com", name: nil, password: "correct horse")
        _ = try authenticator.signOut(everywhere: false)
        #expect(try authenticator.signIn(email: "ADA@EXAMPLE.COM", password: "correct horse") == ada)
    }

    @Test func signsOutOnceAndSaysWhoItWas() throws {
        let ada = try authenticator.signUp(email: "ada@example.com", name: nil, password: "correct horse")
        #expect(try authenticator.signOut(everywhere: false) == ada)
        #expect(try authenticator.signOut(everywhere: false) == nil)
        #expect(try authenticator.currentAccount() == nil)
    }

    @Test func aForgedOrReplayedTokenSignsNobodyIn() throws {
        let ada = try authenticator.signUp(email: "ada@example.com", name: nil, password: "correct horse")
        let kept = try #require(sessions.token)
        sessions.token = SessionToken(String(repeating: "a", count: 64))
        #expect(try authenticator.currentAccount() == nil)
        sessions.token = kept
        #expect(try authenticator.signOut(everywhere: false) == ada)
        sessions.token = kept // A copy kept from before sign-out.
        #expect(try authenticator.currentAccount() == nil)
    }

    @Test func aSessionExpiresThirtyDaysAfterItsLastUse() throws {
        let clock = FixedClock()
        let authenticator = Authenticator(accounts: accounts, hasher: StubPasswordHasher(), sessions: sessions, tokens: tokens, clock: clock)
        let ada = try authenticator.signUp(email: "ada@example.com", name: nil, password: "correct horse")
        clock.date = clock.date.addingTimeInterval(29 * 24 * 3600)
        #expect(try authenticator.currentAccount() == ada) // Used: good for 30 more days.
        clock.date = clock.date.addingTimeInterval(29 * 24 * 3600)
        #expect(try authenticator.currentAccount() == ada)
        clock.date = clock.date.addingTimeInterval(30 * 24 * 3600 + 1)
        #expect(try authenticator.currentAccount() == nil)
        #expect(accounts.sessions.isEmpty)
    }

    @Test func signingUpWhileSignedInEndsTheReplacedSession() throws {
        _ = try authenticator.signUp(email: "ada@example.com", name: nil, password: "correct horse")
        let ada = try #require(sessions.token)
        _ = try authenticator.signUp(email: "bob@example.com", name: nil, password: "correct horse")
        #expect(accounts.sessions.count == 1, "Ada's session ended when Bob's replaced it")
        sessions.token = ada
        #expect(try authenticator.currentAccount() == nil)
    }

    @Test func signingOutRemovesASessionFileThatCannotBeRead() throws {
        let unreadable = UnreadableSessionStore()
        let authenticator = Authenticator(accounts: accounts, hasher: StubPasswordHasher(), sessions: unreadable, tokens: tokens, clock: clock)
        #expect(try authenticator.signOut(everywhere: false) == nil)
        #expect(unreadable.cleared)
    }

    @Test func signingOutEverywhereEndsEverySessionOfTheAccount() throws {
        _ = try authenticator.signUp(email: "ada@example.com", name: nil, password: "correct horse")
        let first = try #require(sessions.token)
        _ = try authenticator.signUp(email: "bob@example.com", name: nil, password: "correct horse")
        let bob = try #require(sessions.token)
        sessions.token = first
        _ = try authenticator.signIn(email: "ada@example.com", password: "correct horse") // A second device.
        sessions.token = first
        #expect(try authenticator.currentAccount()?.email.rawValue == nil) // Signing in again replaced it here.
        _ = try authenticator.signIn(email: "ada@example.com", password: "correct horse")
        #expect(accounts.sessions.count == 3)
        #expect(try authenticator.signOut(everywhere: true)?.email.rawValue == "ada@example.com")
        #expect(accounts.sessions.count == 1)
        sessions.token = bob
        #expect(try authenticator.currentAccount()?.email.rawValue == "bob@example.com")
    }

    @Test func anUnknownEmailIsCheckedAgainstTheDummyHash() throws {
        let hasher = CountingHasher()
        let authenticator = Authenticator(accounts: accounts, hasher: hasher, sessions: sessions, tokens: tokens, clock: clock)
        #expect(throws: AuthenticationError.wrongEmailOrPassword) { try authenticator.signIn(email: "nobody@example.com", password: "whatever1") }
        #expect(hasher.verified == [StubPasswordHasher().dummyHash])
    }

    @Test func saysWhenAHashIsInAnUnknownFormat() throws {
        _ = try accounts.createAccount(
            email: EmailAddress("ada@example.com")!, name: nil, passwordHash: "argon2id$v=19$…", createdAt: clock.date,
            session: SessionRecord(tokenDigest: "x", createdAt: clock.date, expiresAt: clock.date)
        )
        #expect(throws: AuthenticationError.unknownHashFormat) { try authenticator.signIn(email: "ada@example.com", password: "whatever1") }
    }

    @Test func validatesEmailAddresses() {
        #expect(EmailAddress("a.b+c@d.example")?.rawValue == "a.b+c@d.example")
        for bad in ["", "ada", "ada@", "@example.com", "ada@example", "a b@example.com", "a@b@c.com", "ada@.com", "ada@example..com"] {
            #expect(EmailAddress(bad) == nil, "\(bad) should be rejected")
        }
    }
}

/// Records which hashes were verified against.
final class CountingHasher: PasswordHasher {
    var verified: [String] = []
    func hash(_ password: String) -> String { StubPasswordHasher().hash(password) }
    func verify(_ password: String, against hash: String) throws -> Bool {
        verified.append(hash)
        return try StubPasswordHasher().verify(password, against: hash)
    }
    var dummyHash: String { StubPasswordHasher().dummyHash }
}

/// A session store whose file cannot be read, as when a FIFO stands where the session file should be.
private final class UnreadableSessionStore: SessionStore {
    struct Unreadable: Error {}
    var cleared = false

    func load() throws -> SessionToken? { throw Unreadable() }
    func save(_ token: SessionToken) throws {}
    func clear() throws { cleared = true }
}
